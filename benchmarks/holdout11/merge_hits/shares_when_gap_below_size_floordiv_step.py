# MISTAKE: Decides that two sorted hits share words when their chunk numbers differ by less than size // (size - overlap), but the floor division loses the fraction, so when the step does not divide size, chunks that do share words stay apart: "a b c d e f g h", size 5, overlap 2, hits [0, 1] should give ["a b c d e f g h"] but gives ["a b c d e", "d e f g h"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap

    starts = []
    start = 0
    while start < len(words):
        starts.append(start)
        if start + size >= len(words):
            break
        start += step

    chosen = sorted({h for h in hits if 0 <= h < len(starts)})
    reach = size // step

    groups = []
    for h in chosen:
        if groups and h - groups[-1][1] < reach:
            groups[-1][1] = h
        else:
            groups.append([h, h])

    return [" ".join(words[starts[a]:starts[b] + size]) for a, b in groups]
