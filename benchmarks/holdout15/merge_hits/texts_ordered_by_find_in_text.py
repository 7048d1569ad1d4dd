# MISTAKE: Puts the merged texts in document order with sorted(texts, key=text.find), the place where each text first occurs in the original string, so a text whose words also occur earlier in the document moves ahead (and one str.find cannot find, because the original spacing differs, gets -1 and moves to the front): "a b c d a b", size 2, overlap 0, hits [1, 2] should give ["c d", "a b"] but gives ["a b", "c d"].
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
    if not words:
        return []
    step = size - overlap
    ranges = []
    start = 0
    while True:
        ranges.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    groups = []
    for h in valid:
        s, e = ranges[h]
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    texts = [" ".join(words[s:e]) for s, e in groups]
    return sorted(texts, key=text.find)
