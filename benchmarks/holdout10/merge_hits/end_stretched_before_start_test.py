# MISTAKE: Stretches the open group to the chunk's end before testing whether the chunk starts inside it, so the test always passes and every valid hit joins one text, gap words included: "a b c d e f", size 2, overlap 0, hits [0, 2] should give ["a b", "e f"] but gives ["a b c d e f"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    count = 0
    if words:
        count = 1
        while (count - 1) * step + size < len(words):
            count += 1

    valid = sorted(set(h for h in hits if 0 <= h < count))
    groups = []
    for h in valid:
        start = h * step
        end = min(start + size, len(words))
        if groups:
            groups[-1][1] = max(groups[-1][1], end)
        if groups and start < groups[-1][1]:
            continue
        groups.append([start, end])
    return [" ".join(words[a:b]) for a, b in groups]
