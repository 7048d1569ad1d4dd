# MISTAKE: Carries the overlap into the next window with current[-overlap:], which for overlap 0 is current[0:], the whole window, so after the first chunk the window never fills again and the rest comes out as one oversized chunk: "a b c d e", size 2, overlap 0 should give ["a b", "c d", "e"] but gives ["a b", "a b c d e"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    chunks = []
    current: list[str] = []
    new = 0
    for word in text.split():
        current.append(word)
        new += 1
        if len(current) == size:
            chunks.append(" ".join(current))
            current = current[-overlap:]
            new = 0
    if new:
        chunks.append(" ".join(current))
    return chunks
