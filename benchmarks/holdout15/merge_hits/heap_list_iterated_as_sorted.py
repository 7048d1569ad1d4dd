# MISTAKE: Pushes the valid word ranges onto a list with heapq.heappush, in rank order, and then walks that list with a for loop as if it were sorted, but a heap is only partly ordered (only heap[0] is sure to be the smallest), so with three or more hits the ranges come in the wrong order and chunks are merged into the wrong texts or lost: "a b c d e f", size 2, overlap 0, hits [2, 1, 0] should give ["a b", "c d", "e f"] but gives ["a b", "e f"].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations

import heapq


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    if n == 0:
        return []
    step = size - overlap
    count = 1
    while (count - 1) * step + size < n:
        count += 1
    heap = []
    seen = set()
    for h in hits:
        if 0 <= h < count and h not in seen:
            seen.add(h)
            heapq.heappush(heap, (h * step, min(h * step + size, n)))
    texts = []
    start = end = None
    for s, e in heap:
        if end is not None and s < end:
            end = max(end, e)
        else:
            if end is not None:
                texts.append(" ".join(words[start:end]))
            start, end = s, e
    if end is not None:
        texts.append(" ".join(words[start:end]))
    return texts
