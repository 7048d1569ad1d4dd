# MISTAKE: Opens the first group with the range of the best-ranked valid hit (good[0]) instead of the first hit in document order, then walks the sorted hits, so chunks before the best hit fall into that group and are lost: "a b c d e f", size 2, overlap 0, hits [2, 0] should give ["a b", "e f"] but gives ["e f"].
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

    good = [h for h in hits if 0 <= h < len(ranges)]
    if not good:
        return []
    order = sorted(set(good))

    texts = []
    group_start, group_end = ranges[good[0]]
    for h in order:
        s, e = ranges[h]
        if s < group_end:
            group_end = max(group_end, e)
        else:
            texts.append(" ".join(words[group_start:group_end]))
            group_start, group_end = s, e
    texts.append(" ".join(words[group_start:group_end]))
    return texts
