# MISTAKE: Picks the word ranges of the valid hits with itemgetter(*valid)(ranges), which returns a tuple of ranges for two or more numbers but the range itself for exactly one, so when a single chunk is hit (once or repeated) the loop tries to unpack the two numbers of that range and raises TypeError: "a b c d", size 2, overlap 0, hits [1] should give ["c d"] but raises TypeError.
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations

from operator import itemgetter


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    step = size - overlap
    ranges = []
    start = 0
    while start < n:
        ranges.append((start, min(start + size, n)))
        if start + size >= n:
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    if not valid:
        return []
    groups = []
    for start, end in itemgetter(*valid)(ranges):
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[start:end]) for start, end in groups]
