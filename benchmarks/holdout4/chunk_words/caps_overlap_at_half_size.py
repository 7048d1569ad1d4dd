# MISTAKE: Quietly lowers the overlap to at most size // 2 (so chunks are "not mostly repeats"), which changes the step whenever overlap is more than half the size: "a b c d", size 3, overlap 2 should give ["a b c", "b c d"] but gives ["a b c", "c d"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    overlap = min(overlap, size // 2)
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
