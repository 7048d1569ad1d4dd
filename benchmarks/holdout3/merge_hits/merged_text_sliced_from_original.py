# MISTAKE: Builds each merged text by slicing the original text from the first word's start to the last word's end, so the original whitespace between words stays instead of single spaces: "a  b\tc d", size 2, overlap 1, hits [0, 1] should give ["a b c"] but gives ["a  b\tc"].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    spans = [m.span() for m in re.finditer(r"\S+", text)]
    n = len(spans)
    step = size - overlap
    bounds = []
    start = 0
    while start < n:
        bounds.append((start, min(start + size, n)))
        if start + size >= n:
            break
        start += step
    merged: list[list[int]] = []
    for h in sorted(set(hits)):
        if not 0 <= h < len(bounds):
            continue
        s, e = bounds[h]
        if merged and s < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    return [text[spans[s][0]:spans[e - 1][1]] for s, e in merged]
