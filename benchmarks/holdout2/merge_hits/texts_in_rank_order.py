# MISTAKE: Returns the merged texts in the order of their best hit rather than in document order, so hits like [5, 0] that make two separate texts come back with the later text first.
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
    groups: list[list[int]] = []   # [start, end, chunk numbers...]
    for h in valid:
        start, end = ranges[h]
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
            groups[-1].append(h)
        else:
            groups.append([start, end, h])
    # best results first, as the search returned them
    rank = {}
    for i, h in enumerate(hits):
        rank.setdefault(h, i)
    groups.sort(key=lambda g: min(rank[h] for h in g[2:]))
    return [" ".join(words[g[0]:g[1]]) for g in groups]
