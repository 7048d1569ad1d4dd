# MISTAKE: Merges two hits only when their chunk numbers are consecutive, so chunks that share words without being neighbours (size 3, overlap 2, hits 0 and 2) stay apart.
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def chunk_ranges(words: list[str], size: int, overlap: int) -> list[tuple[int, int]]:
    # (start, end) of every chunk, in words, cut as chunk_words cuts
    step = size - overlap
    ranges = []
    start = 0
    while start < len(words):
        ranges.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    return ranges


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    ranges = chunk_ranges(words, size, overlap)
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    groups: list[list[int]] = []   # [start, end, last chunk number]
    for h in valid:
        start, end = ranges[h]
        # with an overlap, a chunk shares words with the one right before it
        if groups and overlap > 0 and h == groups[-1][2] + 1:
            groups[-1][1] = end
            groups[-1][2] = h
        else:
            groups.append([start, end, h])
    return [" ".join(words[s:e]) for s, e, _ in groups]
