# MISTAKE: Keeps each merged group as its first word and its number of words, and then slices words[first:count] with that number of words as the slice's stop, so every text that does not start at word 0 is cut short or empty; "a b c d e f", size 2, overlap 0, hits [1] -> right ["c d"], file gives [""]
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
    spans = []
    start = 0
    while words:
        spans.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += size - overlap
    ordered = sorted({h for h in hits if 0 <= h < len(spans)})
    groups = []
    for h in ordered:
        s, e = spans[h]
        if groups and s < groups[-1][0] + groups[-1][1]:
            groups[-1][1] = e - groups[-1][0]
        else:
            groups.append([s, e - s])
    return [" ".join(words[first:count]) for first, count in groups]
