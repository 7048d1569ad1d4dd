# MISTAKE: Keeps a hit when 0 <= h < len(words) instead of checking it against the number of chunks, so a number past the last chunk names an empty stretch and gives an empty text: "a b c d e", size 3, overlap 1, hits [3] should give [] but gives [""].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    valid = sorted({h for h in hits if 0 <= h < len(words)})
    groups: list[list[int]] = []
    for h in valid:
        first = h * step
        end = min(first + size, len(words))
        if groups and first < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([first, end])
    return [" ".join(words[first:end]) for first, end in groups]
