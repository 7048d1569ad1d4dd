# MISTAKE: Adds a merged text to the result only when a later hit starts a new group, and never adds the group still open after the loop, so the last text (the only one when all hits merge) is lost: "a b c d e f", size 2, overlap 0, hits [0, 2] should give ["a b", "e f"] but gives ["a b"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    step = size - overlap
    count = 0
    if n:
        count = 1
        while (count - 1) * step + size < n:
            count += 1
    chosen = sorted({h for h in hits if 0 <= h < count})
    texts = []
    start = end = None
    for h in chosen:
        s = h * step
        e = min(s + size, n)
        if start is None:
            start, end = s, e
        elif s < end:
            end = max(end, e)
        else:
            texts.append(" ".join(words[start:end]))
            start, end = s, e
    return texts
