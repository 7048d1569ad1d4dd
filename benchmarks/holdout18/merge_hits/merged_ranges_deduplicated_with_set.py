# MISTAKE: keeps repeated hits in the sorted list and, to count a repeat once, turns the finished word ranges into a set before joining them, but a set of (start, end) tuples iterates in hash order, not document order: "a b c", size 2, overlap 0, hits [0, 1] should give ['a b', 'c'] but gives ['c', 'a b'].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    starts = []
    if words:
        starts.append(0)
        while starts[-1] + size < len(words):
            starts.append(starts[-1] + step)

    valid = sorted(h for h in hits if 0 <= h < len(starts))
    merged = []
    for h in valid:
        start, end = starts[h], min(starts[h] + size, len(words))
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return [" ".join(words[s:e]) for s, e in set(merged)]
