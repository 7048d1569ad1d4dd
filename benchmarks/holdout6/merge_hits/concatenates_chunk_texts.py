# MISTAKE: Builds a merged text by joining the texts of the group's chunks with spaces, so the words two chunks share appear twice: "a b c d e", size 3, overlap 1, hits [0, 1] should give ["a b c d e"] but gives ["a b c c d e"].
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
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    groups: list[list[int]] = []
    group_end = -1
    for h in valid:
        first, end = ranges[h]
        if groups and first < group_end:
            groups[-1].append(h)
        else:
            groups.append([h])
        group_end = max(group_end, end)
    return [" ".join(" ".join(words[ranges[h][0]:ranges[h][1]]) for h in group) for group in groups]
