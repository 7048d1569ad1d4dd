# MISTAKE: Works out where chunk k starts as k * size instead of k * (size - overlap), so every chunk after the first covers the wrong words (and hit chunks never share a word): "a b c d e", size 3, overlap 1, hits [1] should give ["c d e"] but gives ["d e"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    count = 0
    start = 0
    while start < len(words):
        count += 1
        if start + size >= len(words):
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < count})
    groups: list[list[int]] = []
    for h in valid:
        first = h * size
        end = min(first + size, len(words))
        if groups and first < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([first, end])
    return [" ".join(words[first:end]) for first, end in groups]
