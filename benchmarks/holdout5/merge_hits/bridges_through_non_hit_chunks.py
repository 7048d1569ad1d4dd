# MISTAKE: Reads "through other hits between them" as through any chunks, and merges two hits whenever the chunks between them link up, hits or not, so with an overlap all hits merge: "a b c d e f g", size 3, overlap 1, hits [0, 2] should give ["a b c", "e f g"] but gives ["a b c d e f g"].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations


def _count_chunks(n: int, size: int, step: int) -> int:
    if n == 0:
        return 0
    count, start = 1, 0
    while start + size < n:
        start += step
        count += 1
    return count


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    step = size - overlap
    count = _count_chunks(n, size, step)
    valid = sorted({h for h in hits if 0 <= h < count})

    def shares(a: int, b: int) -> bool:
        return b * step < min(a * step + size, n)

    groups: list[list[int]] = []  # [first hit, last hit]
    for h in valid:
        if groups:
            # Linked directly, or through the chunks between them?
            k = groups[-1][1]
            while k < h and shares(k, k + 1):
                k += 1
            if k == h:
                groups[-1][1] = h
                continue
        groups.append([h, h])
    return [" ".join(words[a * step:min(b * step + size, n)]) for a, b in groups]
