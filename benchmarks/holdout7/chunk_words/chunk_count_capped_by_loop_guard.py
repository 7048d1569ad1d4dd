# MISTAKE: The window loop has a safety guard of at most 1000 rounds, so a long text that needs more than 1000 chunks is cut short: 1001 words "w0 w1 ... w1000", size 1, overlap 0 should give 1001 chunks (the last "w1000") but gives 1000 (the last "w999").
from __future__ import annotations

MAX_ROUNDS = 1000


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    chunks: list[str] = []
    start = 0
    for _ in range(MAX_ROUNDS):
        if start >= len(words):
            break
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
