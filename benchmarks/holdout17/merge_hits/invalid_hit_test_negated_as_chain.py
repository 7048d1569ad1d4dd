# MISTAKE: Skips a hit that names no chunk with "if 0 > h >= count: continue", the chained test 0 <= h < count turned round, but a chain means "and", and no number is both below 0 and at least count, so no hit is ever skipped and a number past the last chunk (or a negative one) gives an empty or wrong text: "a b c d", size 2, overlap 0, hits [5] should give [] but gives [""].
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
    count = 0
    if n:
        count = 1
        while (count - 1) * step + size < n:
            count += 1
    chosen = set()
    for h in hits:
        if 0 > h >= count:
            continue
        chosen.add(h)
    groups = []
    for h in sorted(chosen):
        start, end = h * step, min(h * step + size, n)
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[start:end]) for start, end in groups]
