# MISTAKE: The stop test compares the window's exclusive end with the index of the last word (len(words) - 1), so it stops one window early whenever the next window would add exactly one new word: "a b c d e", size 2, overlap 0 should give ["a b", "c d", "e"] but gives ["a b", "c d"].
"""Cut a text into overlapping windows of words."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    last = len(words) - 1
    chunks = []
    start = 0
    while True:
        end = start + size
        chunks.append(" ".join(words[start:end]))
        if end >= last:
            break
        start += step
    return chunks
