# MISTAKE: The shortcut for overlap 0 only takes full blocks, range(0, len(words) - size + 1, size), so the shorter last chunk is lost on that path: "a b c d e", size 2, overlap 0 should give ["a b", "c d", "e"] but gives ["a b", "c d"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if overlap == 0:
        # no overlap: plain blocks of size words
        return [" ".join(words[i:i + size]) for i in range(0, len(words) - size + 1, size)]
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
