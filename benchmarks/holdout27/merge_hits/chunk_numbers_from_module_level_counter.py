# MISTAKE: Numbers the chunks with next() on an itertools.count() made once at module level, as a store hands out ids, so the numbering goes on from the previous call and from the second call on the hits name other chunks or none; after solve("a b c d", 2, 0, [0]) (rightly ["a b"]), solve("a b c d", 2, 0, [0]) -> right ["a b"], file gives []
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations

import itertools


_chunk_ids = itertools.count()


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    step = size - overlap
    spans = {}
    start = 0
    while start < n:
        spans[next(_chunk_ids)] = (start, min(start + size, n))
        if start + size >= n:
            break
        start += step
    valid = sorted({h for h in hits if h in spans})
    texts = []
    first = end = None
    for h in valid:
        s, e = spans[h]
        if first is not None and s < end:
            end = max(end, e)
        else:
            if first is not None:
                texts.append(" ".join(words[first:end]))
            first, end = s, e
    if first is not None:
        texts.append(" ".join(words[first:end]))
    return texts
