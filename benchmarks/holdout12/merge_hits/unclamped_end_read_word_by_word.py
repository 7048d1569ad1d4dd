# MISTAKE: Keeps each chunk's end as start + size without cutting it back to the number of words, which slicing would forgive, but collects a text by indexing words[k] for every k up to that end, so a hit on a short last chunk reads past the text: "a b c", size 2, overlap 0, hits [1] should give ["c"] but raises IndexError.
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
    ranges = []
    start = 0
    while start < len(words):
        ranges.append((start, start + size))
        if start + size >= len(words):
            break
        start += step
    chosen = sorted({h for h in hits if 0 <= h < len(ranges)})
    groups = []
    for h in chosen:
        s, e = ranges[h]
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    texts = []
    for s, e in groups:
        passage = []
        for k in range(s, e):
            passage.append(words[k])
        texts.append(" ".join(passage))
    return texts
