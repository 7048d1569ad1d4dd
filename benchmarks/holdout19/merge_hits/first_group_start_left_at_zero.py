# MISTAKE: keeps the open text's start at 0 until a gap closes a text (the first chunk only sets end), so the first text always begins at word 0: "a b c d e f", size 2, overlap 0, hits [1] should give ['c d'] but gives ['a b c d'].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def _ranges(words, size, overlap):
    n = len(words)
    ranges = []
    start = 0
    while start < n:
        ranges.append((start, min(start + size, n)))
        if start + size >= n:
            break
        start += size - overlap
    return ranges


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    ranges = _ranges(words, size, overlap)
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    texts = []
    start = end = 0
    for h in valid:
        s, e = ranges[h]
        if end and s >= end:
            texts.append(" ".join(words[start:end]))
            start = s
        end = max(end, e)
    if end:
        texts.append(" ".join(words[start:end]))
    return texts
