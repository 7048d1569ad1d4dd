# MISTAKE: The chunk ranges come from an lru_cache'd helper and a group is the cached [start, end] list itself, so stretching a group rewrites the cache and later calls with the same word count see a longer chunk: after solve("a b c d e", 3, 1, [0, 1]) (rightly ["a b c d e"]), solve("a b c d e", 3, 1, [0]) should give ["a b c"] but gives ["a b c d e"].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=128)
def chunk_ranges(n_words: int, size: int, overlap: int) -> list[list[int]]:
    ranges = []
    start = 0
    while start < n_words:
        end = min(start + size, n_words)
        ranges.append([start, end])
        if end == n_words:
            break
        start += size - overlap
    return ranges


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    ranges = chunk_ranges(len(words), size, overlap)
    groups: list[list[int]] = []
    for h in sorted(set(hits)):
        if h < 0 or h >= len(ranges):
            continue
        chunk = ranges[h]
        if groups and chunk[0] < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], chunk[1])
        else:
            groups.append(chunk)
    return [" ".join(words[s:e]) for s, e in groups]
