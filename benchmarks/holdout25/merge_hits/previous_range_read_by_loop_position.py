# MISTAKE: Decides whether a sorted hit joins the text before it by comparing its start with ranges[i - 1], the range of the chunk numbered by the loop position i, instead of ranges[valid[i - 1]], the previous hit's chunk, so a chunk that shares words with the hit before it is often put in a text of its own; solve("a b c d e f", 2, 1, [3, 4]) -> right ["d e f"], file gives ["d e", "e f"]
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
    ranges = []
    start = 0
    while start < n:
        ranges.append((start, min(start + size, n)))
        if start + size >= n:
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    texts = []
    first = last = 0
    for i, h in enumerate(valid):
        s, e = ranges[h]
        if i == 0 or s >= ranges[i - 1][1]:
            if i > 0:
                texts.append(" ".join(words[first:last]))
            first = s
        last = e
    if valid:
        texts.append(" ".join(words[first:last]))
    return texts
