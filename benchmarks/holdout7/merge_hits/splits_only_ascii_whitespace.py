# MISTAKE: Splits the text into words with re.split(r"[ \t\n\r]+", ...), which knows only ASCII spaces, tabs and line breaks, so a no-break space (or another Unicode space, \v or \f) does not separate words: "a\u00a0b c d", size 2, overlap 0, hits [0] should give ["a b"] but gives ["a\u00a0b c"].
from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = [w for w in re.split(r"[ \t\n\r]+", text.strip()) if w]
    if not words:
        return []
    step = size - overlap
    starts = []
    start = 0
    while True:
        starts.append(start)
        if start + size >= len(words):
            break
        start += step

    merged: list[list[int]] = []
    for h in sorted(set(hits)):
        if h < 0 or h >= len(starts):
            continue
        lo = starts[h]
        hi = min(lo + size, len(words))
        if merged and lo < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])
    return [" ".join(words[lo:hi]) for lo, hi in merged]
