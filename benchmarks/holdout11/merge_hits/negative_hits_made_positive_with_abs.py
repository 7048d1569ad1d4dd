# MISTAKE: Cleans the hits with abs() instead of ignoring the negative ones, so a negative hit names the chunk with the same number counted from the front: "a b c d e f", size 2, overlap 0, hits [-1] should give [] but gives ["c d"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap

    ranges = []
    start = 0
    while start < len(words):
        ranges.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step

    picked = sorted({abs(h) for h in hits if abs(h) < len(ranges)})

    merged = []
    for h in picked:
        lo, hi = ranges[h]
        if merged and lo < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    return [" ".join(words[lo:hi]) for lo, hi in merged]
