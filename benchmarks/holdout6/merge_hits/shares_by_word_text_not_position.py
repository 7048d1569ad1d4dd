# MISTAKE: Decides that two chunks share a word by comparing the sets of their word strings instead of their word ranges, so chunks that only hold the same word at different places merge: "a b a c", size 2, overlap 0, hits [0, 1] should give ["a b", "a c"] but gives ["a b a c"].
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
    for h in valid:
        first, end = ranges[h]
        if groups and set(words[first:end]) & set(words[groups[-1][0]:groups[-1][1]]):
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([first, end])
    return [" ".join(words[first:end]) for first, end in groups]
