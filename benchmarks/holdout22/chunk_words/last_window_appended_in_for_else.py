# MISTAKE: Breaks out of the loop at the window that reaches the last word and appends that window in the loop's else clause, but a for loop's else runs only when the loop ends without break, so the chunk holding the last word is never added; solve("a b c", 2, 0) -> right ['a b', 'c'], file gives ['a b']
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
    step = size - overlap
    chunks = []
    window = []
    for start in range(0, len(words), step):
        window = words[start:start + size]
        if start + size >= len(words):
            break
        chunks.append(" ".join(window))
    else:
        if window:
            chunks.append(" ".join(window))
    return chunks
