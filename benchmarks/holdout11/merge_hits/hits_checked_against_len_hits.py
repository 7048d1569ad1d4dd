# MISTAKE: Keeps a hit when 0 <= h < len(hits), the number of hits, instead of the number of chunks, so real chunks with a number at or above the hit count are dropped (and numbers past the last chunk can be kept): "a b c d e f", size 2, overlap 0, hits [2] should give ["e f"] but gives [].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap

    valid = sorted({h for h in hits if 0 <= h < len(hits)})

    groups = []
    for h in valid:
        begin = h * step
        end = min(begin + size, len(words))
        if groups and begin < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([begin, end])
    return [" ".join(words[b:e]) for b, e in groups]
