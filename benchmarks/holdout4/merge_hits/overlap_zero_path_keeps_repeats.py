# MISTAKE: Takes a shortcut for overlap 0 (no chunks can share words, so each hit is its own text) that sorts the valid hits but never removes repeats, so a hit given twice comes back twice: "a b c d", size 2, overlap 0, hits [1, 1] should give ["c d"] but gives ["c d", "c d"].
from __future__ import annotations


def _count(n: int, size: int, step: int) -> int:
    if n == 0:
        return 0
    if n <= size:
        return 1
    return 1 + -(-(n - size) // step)


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    count = _count(len(words), size, step)
    if overlap == 0:
        # without overlap no two chunks share a word: one text per hit
        return [" ".join(words[h * size:h * size + size]) for h in sorted(hits) if 0 <= h < count]
    groups: list[list[int]] = []
    for h in sorted({h for h in hits if 0 <= h < count}):
        start, end = h * step, min(h * step + size, len(words))
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
