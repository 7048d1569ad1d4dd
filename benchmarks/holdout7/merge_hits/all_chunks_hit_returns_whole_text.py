# MISTAKE: Takes a shortcut when every chunk is a hit and returns the whole text as one passage, which is wrong with overlap 0, where neighbouring chunks only touch and stay apart: "a b c d", size 2, overlap 0, hits [0, 1] should give ["a b", "c d"] but gives ["a b c d"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    count = 1
    while (count - 1) * step + size < len(words):
        count += 1

    valid = sorted({h for h in hits if 0 <= h < count})
    if not valid:
        return []
    if len(valid) == count:
        return [" ".join(words)]

    result = []
    lo = valid[0] * step
    hi = min(lo + size, len(words))
    for h in valid[1:]:
        start = h * step
        end = min(start + size, len(words))
        if start < hi:
            hi = max(hi, end)
        else:
            result.append(" ".join(words[lo:hi]))
            lo, hi = start, end
    result.append(" ".join(words[lo:hi]))
    return result
