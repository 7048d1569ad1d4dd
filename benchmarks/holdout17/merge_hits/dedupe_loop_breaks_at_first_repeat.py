# MISTAKE: Drops repeated hits in a loop over the hits that says break instead of continue when it meets a number it has kept already, so every hit after the first repeat (in rank order) is lost: "a b c d", size 2, overlap 0, hits [1, 1, 0] should give ["a b", "c d"] but gives ["c d"].
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
    n = len(words)
    step = size - overlap
    starts = []
    if n:
        start = 0
        starts.append(start)
        while start + size < n:
            start += step
            starts.append(start)
    kept = []
    for h in hits:
        if h in kept:
            break
        if 0 <= h < len(starts):
            kept.append(h)
    kept.sort()
    groups = []
    for h in kept:
        start, end = starts[h], min(starts[h] + size, n)
        if groups and start < groups[-1][1]:
            groups[-1][1] = end
        else:
            groups.append([start, end])
    return [" ".join(words[start:end]) for start, end in groups]
