# MISTAKE: Moves the window with one tuple assignment start, end = end - overlap, start + size, whose right side reads the old start, so end lags one window behind and every second chunk is only the carried words (empty with overlap 0); solve("a b c d e", 2, 0) -> right ['a b', 'c d', 'e'], file gives ['a b', '', 'c d', '', 'e']
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
    start, end = 0, size
    while words:
        chunks.append(" ".join(words[start:end]))
        if end >= len(words):
            break
        start, end = end - overlap, start + size
    return chunks
