# MISTAKE: stretches the open text with max(end, s), the joining chunk's start, instead of its end, so a merged text stops at the end of its first chunk; solve("a b c d e", 3, 1, [0, 1]) -> right ["a b c d e"], file gives ["a b c"]
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
    while words:
        ranges.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    merged = []
    for h in valid:
        s, e = ranges[h]
        if merged and s < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], s))
        else:
            merged.append((s, e))
    return [" ".join(words[s:e]) for s, e in merged]
