# MISTAKE: Builds the word ranges in a helper whose result list is a default argument (out=[]), which Python creates once, so every call appends to the ranges of all earlier calls and hit numbers name the first call's ranges: after solve("a b c d", 2, 0, [1]) (rightly ["c d"]), solve("x y z", 3, 0, [0]) should give ["x y z"] but gives ["x y"].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def chunk_ranges(n, size, overlap, out=[]):
    step = size - overlap
    start = 0
    while start < n:
        out.append((start, min(start + size, n)))
        if start + size >= n:
            break
        start += step
    return out


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    ranges = chunk_ranges(len(words), size, overlap)
    chosen = sorted({h for h in hits if 0 <= h < len(ranges)})
    groups = []
    for h in chosen:
        s, e = ranges[h]
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
