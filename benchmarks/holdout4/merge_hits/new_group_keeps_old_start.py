# MISTAKE: Keeps the group as two variables and, when a hit starts a new group, sets the new end but forgets to move the start, so every later text runs from the first hit's first word: "a b c d e f", size 2, overlap 0, hits [0, 2] should give ["a b", "e f"] but gives ["a b", "a b c d e f"].
from __future__ import annotations


def _count(n: int, size: int, step: int) -> int:
    if n == 0:
        return 0
    if n <= size:
        return 1
    return 1 + -(-(n - size) // step)


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    count = _count(len(words), size, step)
    texts = []
    g_start = g_end = None
    for h in sorted({h for h in hits if 0 <= h < count}):
        start, end = h * step, min(h * step + size, len(words))
        if g_end is None:
            g_start, g_end = start, end
        elif start < g_end:
            g_end = max(g_end, end)
        else:
            texts.append(" ".join(words[g_start:g_end]))
            g_end = end
    if g_end is not None:
        texts.append(" ".join(words[g_start:g_end]))
    return texts
