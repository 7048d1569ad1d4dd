# MISTAKE: Counts the chunks as 1 + ceil((words - size) / step) (at least 1), which says a text without words still has chunk 0, so hit 0 on an empty text yields an empty string: "", size 3, overlap 1, hits [0] should give [] but gives [""].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations

import math


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    n_chunks = 1 + max(0, math.ceil((len(words) - size) / step))
    chosen = sorted({h for h in hits if 0 <= h < n_chunks})
    out: list[str] = []
    group_start = group_end = None
    for h in chosen:
        s = h * step
        e = min(s + size, len(words))
        if group_end is not None and s < group_end:
            group_end = max(group_end, e)
        else:
            if group_end is not None:
                out.append(" ".join(words[group_start:group_end]))
            group_start, group_end = s, e
    if group_end is not None:
        out.append(" ".join(words[group_start:group_end]))
    return out
