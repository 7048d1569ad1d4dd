# MISTAKE: Takes each chunk's word range to end where the next chunk starts (only the last chunk runs to the end of the text), so with an overlap a chunk loses its last overlap words and neighbours no longer share a word: "a b c d e", size 3, overlap 1, hits [0, 1] should give ["a b c d e"] but gives ["a b", "c d e"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    starts = []
    if words:
        start = 0
        while True:
            starts.append(start)
            if start + size >= len(words):
                break
            start += step
    spans = []
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(words)
        spans.append((start, end))

    wanted = sorted(set(h for h in hits if 0 <= h < len(spans)))
    merged: list[list[int]] = []
    for h in wanted:
        start, end = spans[h]
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [" ".join(words[a:b]) for a, b in merged]
