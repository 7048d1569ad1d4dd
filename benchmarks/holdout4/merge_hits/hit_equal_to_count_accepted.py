# MISTAKE: Checks a hit with 0 <= h <= count instead of h < count, so the number one past the last chunk is taken as a real chunk: "a b c d e", size 3, overlap 1 (chunks 0 and 1), hits [2] should give [] but gives ["e"].
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
    valid = sorted({h for h in hits if 0 <= h <= count})
    groups: list[list[int]] = []
    for h in valid:
        start, end = h * step, min(h * step + size, len(words))
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
