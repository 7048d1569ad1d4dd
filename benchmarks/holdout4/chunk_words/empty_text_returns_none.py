# MISTAKE: The early exit for a text without words is a bare `return`, so the function gives None instead of the empty list on that one path: "  \n\t" (any size/overlap, e.g. 3, 1) should give [] but gives None.
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            return chunks
        start += step
