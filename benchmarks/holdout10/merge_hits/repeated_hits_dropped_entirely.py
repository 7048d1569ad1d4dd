# MISTAKE: Reads "a hit repeated counts once" as "keep only the hits that occur once" and filters with hits.count(h) == 1, so a hit that the search returned twice is dropped altogether: "a b c d", size 2, overlap 0, hits [1, 1] should give ["c d"] but gives [].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    starts = []
    if words:
        start = 0
        while True:
            starts.append(start)
            if start + size >= len(words):
                break
            start += step

    valid = sorted(h for h in hits if hits.count(h) == 1 and 0 <= h < len(starts))
    ranges = []
    for h in valid:
        s = starts[h]
        e = min(s + size, len(words))
        if ranges and s < ranges[-1][1]:
            ranges[-1][1] = max(ranges[-1][1], e)
        else:
            ranges.append([s, e])
    return [" ".join(words[a:b]) for a, b in ranges]
