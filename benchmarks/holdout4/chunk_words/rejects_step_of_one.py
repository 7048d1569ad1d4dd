# MISTAKE: The argument check is off by one (overlap >= size - 1 instead of overlap >= size), so the valid case of a step of one word raises ValueError: "a b c", size 2, overlap 1 should give ["a b", "b c"] but raises ValueError (size 1, overlap 0 too).
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    if size < 1 or overlap < 0 or overlap >= size - 1:
        raise ValueError("overlap must be smaller than size")
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
