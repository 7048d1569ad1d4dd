# MISTAKE: Treats a hit as repeated when its chunk's text was seen before, so two different chunks with the same words count once: "x y x y", size 2, overlap 0, hits [0, 1] should give ["x y", "x y"] but gives ["x y"].
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
    chunks = [" ".join(words[k * step:k * step + size]) for k in range(count)]
    seen: set[str] = set()
    valid = []
    for h in hits:
        if 0 <= h < count and chunks[h] not in seen:  # a hit repeated counts once
            seen.add(chunks[h])
            valid.append(h)
    groups: list[list[int]] = []
    for h in sorted(valid):
        start, end = h * step, min(h * step + size, len(words))
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
