# MISTAKE: Guards the overlap with overlap = min(overlap, size // 2), the rule of thumb that more than half a chunk of overlap is waste, so for an overlap above half the size the chunks are cut with a larger step than chunk_words uses and the hits name other words; solve("a b c d", 3, 2, [1]) -> right ["b c d"], file gives ["c d"]
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
    overlap = min(overlap, size // 2)
    words = text.split()
    step = size - overlap
    spans = []
    start = 0
    while start < len(words):
        spans.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    groups = []
    for h in sorted(set(hits)):
        if not 0 <= h < len(spans):
            continue
        s, e = spans[h]
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
