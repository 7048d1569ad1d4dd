# MISTAKE: Fills the part of a window that runs past the end of the text with empty strings so that every window has size items, and joining them leaves one trailing space per missing word in a short last chunk: "a b c d e", size 2, overlap 0 should give ["a b", "c d", "e"] but gives ["a b", "c d", "e "] (texts whose last chunk is full are right).
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
    start = 0
    while start < len(words):
        window = []
        for i in range(start, start + size):
            if i < len(words):
                window.append(words[i])
            else:
                window.append("")
        chunks.append(" ".join(window))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
