# MISTAKE: Makes the table of chunk ranges with [[0, 0]] * count, which repeats one inner list count times, so filling in each chunk's start and end overwrites the same list and every hit names the last chunk's words; solve("a b c d", 2, 0, [0]) -> right ["a b"], file gives ["c d"]
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
    start = 0
    while start < n:
        count += 1
        if start + size >= n:
            break
        start += step
    spans = [[0, 0]] * count
    for k in range(count):
        spans[k][0] = k * step
        spans[k][1] = min(k * step + size, n)
    valid = sorted(set(h for h in hits if 0 <= h < count))
    groups = []
    for h in valid:
        s, e = spans[h]
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
