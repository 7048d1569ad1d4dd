# MISTAKE: Walks the set of valid hits directly, trusting a set of ints to come out sorted, which CPython only does for small numbers: with the 20 words "w0 ... w19", size 2, overlap 0, hits [1, 8] the set iterates 8 then 1, so the answer ["w2 w3", "w16 w17"] comes back as ["w16 w17"].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    ranges = []
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        ranges.append((start, end))
        if end >= len(words):
            break
        start += step
    valid = {h for h in hits if 0 <= h < len(ranges)}
    groups: list[list[int]] = []
    for h in valid:
        s, e = ranges[h]
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
