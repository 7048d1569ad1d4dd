# MISTAKE: Clips a chunk's exclusive end with min(start + size, len(words) - 1), the index of the last word, so any chunk that reaches the end of the text loses its last word: "a b c d", size 2, overlap 0, hits [1] should give ["c d"] but gives ["c"].
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
    valid = sorted({h for h in hits if 0 <= h < count})
    groups: list[list[int]] = []
    for h in valid:
        start, end = h * step, min(h * step + size, len(words) - 1)
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
