# MISTAKE: Merges the word ranges correctly but puts the texts in order with sorted() on the strings, which sorts them alphabetically rather than by where they sit in the document: "zebra runs and a cat sits", size 2, overlap 0, hits [0, 2] should give ["zebra runs", "cat sits"] but gives ["cat sits", "zebra runs"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    bounds = []
    pos = 0
    while True:
        bounds.append((pos, min(pos + size, len(words))))
        if pos + size >= len(words):
            break
        pos += step

    groups: list[tuple[int, int]] = []
    seen = set()
    for h in hits:
        if not 0 <= h < len(bounds) or h in seen:
            continue
        seen.add(h)
        lo, hi = bounds[h]
        rest = []
        for g_lo, g_hi in groups:
            if g_lo < hi and lo < g_hi:
                lo, hi = min(lo, g_lo), max(hi, g_hi)
            else:
                rest.append((g_lo, g_hi))
        rest.append((lo, hi))
        groups = rest
    return sorted(" ".join(words[lo:hi]) for lo, hi in groups)
