# MISTAKE: Decides whether a hit joins the open text by comparing the chunk's end with the text's end (e < end) instead of the chunk's start (s < end), which is never true for a later chunk, so no chunks are ever merged and chunks that share words come back as separate texts that repeat them: "a b c d e f", size 4, overlap 2, hits [0, 1] should give ["a b c d e f"] but gives ["a b c d", "c d e f"].
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
    n = len(words)
    step = size - overlap
    starts = []
    if n:
        start = 0
        while True:
            starts.append(start)
            if start + size >= n:
                break
            start += step
    keep = sorted({h for h in hits if 0 <= h < len(starts)})
    groups = []
    for h in keep:
        s = starts[h]
        e = min(s + size, n)
        if groups and e < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
