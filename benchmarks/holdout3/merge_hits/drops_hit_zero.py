# MISTAKE: Keeps only hits with 0 < h < number of chunks, so the first chunk (number 0) is thrown away as if it were invalid: "a b c d", size 2, overlap 0, hits [0] should give ["a b"] but gives [].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    ranges: list[tuple[int, int]] = []
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        ranges.append((start, end))
        if end == len(words):
            break
        start += step
    valid = sorted({h for h in hits if 0 < h < len(ranges)})
    groups: list[list[int]] = []
    for h in valid:
        s, e = ranges[h]
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
