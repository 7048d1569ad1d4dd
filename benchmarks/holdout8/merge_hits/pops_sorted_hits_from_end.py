# MISTAKE: Sorts the valid hits but takes them off the end of the list with pop(), so the groups are built from the last chunk backwards and the texts come out in reverse document order: "a b c d", size 2, overlap 0, hits [0, 1] should give ["a b", "c d"] but gives ["c d", "a b"].
from __future__ import annotations


def _ranges(n: int, size: int, overlap: int) -> list[tuple[int, int]]:
    out = []
    start = 0
    while start < n:
        end = min(start + size, n)
        out.append((start, end))
        if end == n:
            break
        start += size - overlap
    return out


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    ranges = _ranges(len(words), size, overlap)
    todo = sorted(set(h for h in hits if 0 <= h < len(ranges)))
    groups: list[list[int]] = []
    while todo:
        start, end = ranges[todo.pop()]
        if groups and end > groups[-1][0]:
            groups[-1][0] = min(groups[-1][0], start)
        else:
            groups.append([start, end])
    return [" ".join(words[a:b]) for a, b in groups]
