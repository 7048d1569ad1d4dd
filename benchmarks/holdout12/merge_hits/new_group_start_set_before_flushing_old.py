# MISTAKE: When a hit starts a new group it moves group_start to the new chunk before adding the finished group to the result, so every text but the last is sliced from the new start to the old end (empty or wrong): "a b c d e f", size 2, overlap 0, hits [0, 2] should give ["a b", "e f"] but gives ["", "e f"].
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
        ranges.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    chosen = sorted({h for h in hits if 0 <= h < len(ranges)})

    texts = []
    group_start = group_end = None
    for h in chosen:
        s, e = ranges[h]
        if group_end is None or s >= group_end:
            group_start = s
            if group_end is not None:
                texts.append(" ".join(words[group_start:group_end]))
            group_end = e
        else:
            group_end = max(group_end, e)
    if group_end is not None:
        texts.append(" ".join(words[group_start:group_end]))
    return texts
