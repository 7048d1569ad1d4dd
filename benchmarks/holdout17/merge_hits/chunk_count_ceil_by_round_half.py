# MISTAKE: Counts the chunks as round((n - size) / step + 0.5) + 1, meant as "round up", but round() sends a half to the even number, so when (n - size) / step is an odd whole number the count is one too many and a hit on that number is not ignored: "a b c", size 2, overlap 1, hits [2] should give [] but gives ["c"].
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
    if n == 0:
        return []
    step = size - overlap
    if n <= size:
        count = 1
    else:
        count = round((n - size) / step + 0.5) + 1
    ranges = []
    for h in sorted(set(hits)):
        if 0 <= h < count:
            start = h * step
            ranges.append((start, min(start + size, n)))
    groups = []
    for start, end in ranges:
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[start:end]) for start, end in groups]
