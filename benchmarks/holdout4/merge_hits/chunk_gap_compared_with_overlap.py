# MISTAKE: Decides that two hit chunks share words when their numbers differ by at most overlap, mixing a count of chunks with a count of words, so far-apart chunks merge once the step is two or more: "the cat sat on the red mat", size 4, overlap 2, hits [0, 2] should give ["the cat sat on", "the red mat"] but gives ["the cat sat on the red mat"].
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
    valid = sorted({h for h in hits if 0 <= h < count})
    groups: list[list[int]] = []       # [first hit, last hit]
    for h in valid:
        if groups and h - groups[-1][1] <= overlap:
            groups[-1][1] = h
        else:
            groups.append([h, h])
    return [" ".join(words[a * step:min(b * step + size, len(words))]) for a, b in groups]
