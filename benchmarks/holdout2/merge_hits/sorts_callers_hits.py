# MISTAKE: Sorts the caller's hits list in place with hits.sort(), so the rank order of the list passed in is changed by the call.
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
    hits.sort()
    groups: list[list[int]] = []
    previous = None
    for h in hits:
        if h == previous or h < 0 or h >= len(ranges):
            continue
        previous = h
        start, end = ranges[h]
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
