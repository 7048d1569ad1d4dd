# MISTAKE: Returns early only for an empty hits list and then takes min() of the valid hits, which raises ValueError when hits is not empty but none of them names a chunk: "a b c", size 2, overlap 0, hits [-1, 7] should give [] but raises ValueError.
from __future__ import annotations


def _count(n: int, size: int, step: int) -> int:
    if n == 0:
        return 0
    if n <= size:
        return 1
    return 1 + -(-(n - size) // step)


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    if not hits:
        return []
    words = text.split()
    step = size - overlap
    count = _count(len(words), size, step)
    valid = {h for h in hits if 0 <= h < count}
    first = min(valid)
    groups = [[first * step, min(first * step + size, len(words))]]
    for h in sorted(valid - {first}):
        start, end = h * step, min(h * step + size, len(words))
        if start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
