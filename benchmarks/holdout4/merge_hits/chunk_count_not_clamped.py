# MISTAKE: Counts the chunks as ceil((words - size) / step) + 1 without clamping the negative part at 0, so a short text with no more words than overlap gets 0 chunks and its hit 0 is thrown away: "a b", size 4, overlap 2, hits [0] should give ["a b"] but gives [].
from __future__ import annotations

import math


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    count = math.ceil((len(words) - size) / step) + 1
    valid = sorted({h for h in hits if 0 <= h < count})
    groups: list[list[int]] = []
    for h in valid:
        start, end = h * step, min(h * step + size, len(words))
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
