# MISTAKE: joins each group from its first chunk's start to ranges[h][1], where h is the grouping loop's variable left over (the last sorted hit) instead of g[-1], so every text but the last runs on to the end of the last hit chunk: "a b c d e f", size 2, overlap 0, hits [0, 2] should give ['a b', 'e f'] but gives ['a b c d e f', 'e f'].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def _ranges(words, size, overlap):
    n = len(words)
    ranges = []
    start = 0
    while start < n:
        ranges.append((start, min(start + size, n)))
        if start + size >= n:
            break
        start += size - overlap
    return ranges


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    ranges = _ranges(words, size, overlap)
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    groups = []
    for h in valid:
        if groups and ranges[h][0] < ranges[groups[-1][-1]][1]:
            groups[-1].append(h)
        else:
            groups.append([h])
    return [" ".join(words[ranges[g[0]][0]:ranges[h][1]]) for g in groups]
