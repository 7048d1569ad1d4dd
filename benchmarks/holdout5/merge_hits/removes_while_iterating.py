# MISTAKE: Drops invalid hits with list.remove() while looping over that same list, so the hit right after a removed one is skipped and can stay in: "a b c d e f", size 2, overlap 0, hits [-1, -2, 1] should give ["c d"], but -2 survives, slices words[-4:-2] and the answer is ["c d", "c d"].
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
    valid = list(hits)  # a copy: the caller's list stays as it is
    for h in valid:
        if h < 0 or h >= count:
            valid.remove(h)
    groups: list[list[int]] = []
    for h in sorted(set(valid)):
        start, end = h * step, min(h * step + size, len(words))
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
