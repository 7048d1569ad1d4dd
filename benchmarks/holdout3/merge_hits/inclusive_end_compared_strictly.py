# MISTAKE: Keeps each group's end as the index of its last word but still tests start < end, so two chunks that share exactly one word are not merged: "a b c d e", size 3, overlap 1, hits [0, 1] should give ["a b c d e"] but gives ["a b c", "c d e"].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    chunks: list[tuple[int, int]] = []  # (first word, last word)
    first = 0
    while first < len(words):
        last = min(first + size, len(words)) - 1
        chunks.append((first, last))
        if last == len(words) - 1:
            break
        first += step
    groups: list[list[int]] = []
    for h in sorted(set(hits)):
        if h < 0 or h >= len(chunks):
            continue
        first, last = chunks[h]
        if groups and first < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], last)
        else:
            groups.append([first, last])
    return [" ".join(words[a:b + 1]) for a, b in groups]
