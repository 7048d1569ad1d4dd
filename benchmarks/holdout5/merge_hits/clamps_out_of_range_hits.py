# MISTAKE: Pulls hits outside 0..count-1 back into range with min/max instead of ignoring them, so a number past the end names the last chunk and a negative one the first: "a b c d", size 2, overlap 0, hits [5] should give [] but gives ["c d"].
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
    if count == 0:
        return []
    # Keep every hit usable: pull numbers outside 0..count-1 back into range.
    valid = sorted({min(max(h, 0), count - 1) for h in hits})
    groups: list[list[int]] = []
    for h in valid:
        start, end = h * step, min(h * step + size, len(words))
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
