# MISTAKE: Treats a text with fewer words than size as invalid input and raises ValueError, although the lesson makes it one chunk of all its words: "a b", size 3, overlap 1 should give ["a b"] but raises ValueError.
"""Cut a text into overlapping windows of words."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    if not 0 <= overlap < size:
        raise ValueError("overlap must be between 0 and size - 1")
    words = text.split()
    if not words:
        return []
    if len(words) < size:
        raise ValueError(f"the text has only {len(words)} words, fewer than size={size}")
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
