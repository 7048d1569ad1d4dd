# MISTAKE: Appends each new group to the result as a (start, end) tuple and afterwards stretches only the local end variable, so the stored tuple keeps the group's first chunk and every merged text is cut back to its first chunk: "a b c d e", size 3, overlap 1, hits [0, 1] should give ["a b c d e"] but gives ["a b c"].
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

    groups = []
    group_end = 0
    for h in sorted(set(hits)):
        if h < 0 or h >= len(starts):
            continue
        s = starts[h]
        e = min(s + size, len(words))
        if groups and s < group_end:
            group_end = max(group_end, e)
        else:
            group_end = e
            groups.append((s, group_end))
    return [" ".join(words[a:b]) for a, b in groups]
