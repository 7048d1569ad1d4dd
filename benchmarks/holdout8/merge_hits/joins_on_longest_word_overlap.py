# MISTAKE: Glues each chunk onto its group after dropping the longest run of words that both ends the group and starts the chunk, found by comparing words rather than positions, so when words repeat at a border that run is longer than the real overlap and words are lost: "a a a b", size 2, overlap 1, hits [0, 1] should give ["a a a"] but gives ["a a"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    bounds = []
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        bounds.append((start, end))
        if end == len(words):
            break
        start += step

    valid = sorted({h for h in hits if 0 <= h < len(bounds)})
    texts = []
    group: list[str] = []
    group_end = -1
    for h in valid:
        start, end = bounds[h]
        chunk = words[start:end]
        if group and start < group_end:
            shared = 0
            for k in range(min(len(group), len(chunk)), 0, -1):
                if group[-k:] == chunk[:k]:
                    shared = k
                    break
            group.extend(chunk[shared:])
            group_end = max(group_end, end)
        else:
            if group:
                texts.append(" ".join(group))
            group = list(chunk)
            group_end = end
    if group:
        texts.append(" ".join(group))
    return texts
