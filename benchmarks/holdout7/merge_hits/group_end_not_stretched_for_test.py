# MISTAKE: Decides whether a hit joins the current group by comparing its start with the end of the group's first chunk instead of its last, so a chain of chunks where only neighbours share words is broken: "a b c d e f g", size 3, overlap 1, hits [0, 1, 2] should give ["a b c d e f g"] but gives ["a b c d e", "e f g"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    spans = []
    start = 0
    while True:
        end = min(start + size, len(words))
        spans.append((start, end))
        if end == len(words):
            break
        start += step

    chosen = sorted({h for h in hits if 0 <= h < len(spans)})
    groups: list[list[int]] = []
    for h in chosen:
        start, _ = spans[h]
        if groups and start < spans[groups[-1][0]][1]:
            groups[-1].append(h)
        else:
            groups.append([h])
    return [" ".join(words[spans[g[0]][0]:spans[g[-1]][1]]) for g in groups]
