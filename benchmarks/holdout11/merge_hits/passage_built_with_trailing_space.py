# MISTAKE: Builds each merged text by adding every word followed by a space (passage += word + " ") and never strips the last one, so every text ends with a space: "a b c d", size 2, overlap 0, hits [0] should give ["a b"] but gives ["a b "].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap

    spans = []
    start = 0
    while start < len(words):
        spans.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step

    wanted = sorted(set(h for h in hits if 0 <= h < len(spans)))

    merged = []
    for h in wanted:
        lo, hi = spans[h]
        if merged and lo < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], hi)
        else:
            merged.append([lo, hi])

    texts = []
    for lo, hi in merged:
        passage = ""
        for word in words[lo:hi]:
            passage += word + " "
        texts.append(passage)
    return texts
