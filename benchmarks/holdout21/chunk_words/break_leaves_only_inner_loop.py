# MISTAKE: Stops at the last word with a break inside the inner loop that collects a window's words, but that break only ends the inner loop, so the outer loop goes on and starts a window every step words up to the end of the text (right when overlap is 0); solve("a b c d e", 3, 1) -> right ['a b c', 'c d e'], file gives ['a b c', 'c d e', 'e']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    chunks = []
    for start in range(0, len(words), size - overlap):
        window = []
        for i in range(start, start + size):
            window.append(words[i])
            if i == len(words) - 1:
                break
        chunks.append(" ".join(window))
    return chunks
