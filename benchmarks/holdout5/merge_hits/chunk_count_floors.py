# MISTAKE: Counts the chunks as (words - size) // step + 1 with floor division, which leaves out a short last chunk, so a hit on it is ignored: "the cat sat on the red mat", size 4, overlap 2, hits [2] should give ["the red mat"] but gives [].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    step = size - overlap
    if n == 0:
        count = 0
    elif n <= size:
        count = 1
    else:
        count = (n - size) // step + 1
    valid = sorted({h for h in hits if 0 <= h < count})
    groups: list[list[int]] = []
    for h in valid:
        start, end = h * step, min(h * step + size, n)
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
