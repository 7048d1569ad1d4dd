# MISTAKE: Walks the sorted hits and breaks at the first one out of range, assuming every later one is out of range too, but negative hits sort first: "a b c d", size 2, overlap 0, hits [1, -1] should give ["c d"] but gives [].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations


def _count_chunks(n: int, size: int, step: int) -> int:
    if n == 0:
        return 0
    count, start = 1, 0
    while start + size < n:
        start += step
        count += 1
    return count


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    count = _count_chunks(len(words), size, step)
    valid = []
    for h in sorted(set(hits)):
        if h < 0 or h >= count:
            break  # sorted: every hit after this one is out of range too
        valid.append(h)
    groups: list[list[int]] = []
    for h in valid:
        start, end = h * step, min(h * step + size, len(words))
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
