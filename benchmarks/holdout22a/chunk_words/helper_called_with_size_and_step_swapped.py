# MISTAKE: Calls its helper _windows(words, size, step) as _windows(words, size - overlap, size), the two numbers in the wrong order, so the windows hold size - overlap words and move by size, skipping words between them (right when overlap is 0); solve("a b c d e", 3, 1) -> right ['a b c', 'c d e'], file gives ['a b', 'd e']
"""Cut a text into overlapping chunks of words.

Split `text` into words at any whitespace (spaces, tabs, line breaks). The first chunk is the
first `size` words; every next chunk starts `size - overlap` words later, so it begins with the
last `overlap` words of the chunk before it. A chunk is its words joined by single spaces; the
last one may be shorter, and no chunk comes after the one that holds the last word. A text with
no words gives an empty list. Run `kata show chunk_words` for the lesson.
"""

from __future__ import annotations


def _windows(words: list[str], size: int, step: int) -> list[str]:
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            return chunks
        start += step


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    return _windows(words, size - overlap, size)
