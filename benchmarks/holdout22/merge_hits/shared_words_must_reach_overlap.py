# MISTAKE: merges a chunk into the open text only when the two share at least overlap words, as neighbours do, so chunks that share fewer words stay apart (and with overlap 0 chunks that only touch are merged); solve("a b c d e", 3, 2, [0, 2]) -> right ["a b c d e"], file gives ["a b c", "c d e"]
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
    groups = []
    for h in valid:
        s, e = ranges[h]
        if groups and groups[-1][1] - s >= overlap:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
