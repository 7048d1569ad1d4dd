# MISTAKE: Keeps the set of hits already used (to drop repeats) at module level and never empties it, so a later call ignores every chunk number an earlier call used: solve("a b c d", 2, 0, [0]) gives ["a b"], but a second identical call should give ["a b"] again and gives [].
from __future__ import annotations

_seen: set[int] = set()


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    ranges: list[tuple[int, int]] = []
    start = 0
    while start < len(words):
        ranges.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    valid = []
    for h in hits:
        if 0 <= h < len(ranges) and h not in _seen:
            _seen.add(h)
            valid.append(h)
    valid.sort()
    groups: list[list[int]] = []
    for h in valid:
        first, end = ranges[h]
        if groups and first < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([first, end])
    return [" ".join(words[first:end]) for first, end in groups]
