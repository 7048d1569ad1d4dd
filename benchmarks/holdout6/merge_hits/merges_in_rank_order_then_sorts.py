# MISTAKE: Merges the hits in rank order, each only into the group made last, and sorts the groups at the end, so a hit that links two earlier groups joins one of them and leaves two overlapping texts: "a b c d", size 2, overlap 1, hits [0, 2, 1] should give ["a b c d"] but gives ["a b", "b c d"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    ranges: list[tuple[int, int]] = []
    start = 0
    while start < len(words):
        ranges.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    groups: list[list[int]] = []
    used: set[int] = set()
    for h in hits:
        if not 0 <= h < len(ranges) or h in used:
            continue
        used.add(h)
        first, end = ranges[h]
        if groups and first < groups[-1][1] and end > groups[-1][0]:
            groups[-1] = [min(first, groups[-1][0]), max(end, groups[-1][1])]
        else:
            groups.append([first, end])
    groups.sort()
    return [" ".join(words[first:end]) for first, end in groups]
