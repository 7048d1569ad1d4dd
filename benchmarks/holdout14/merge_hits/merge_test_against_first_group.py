# MISTAKE: Tests whether a hit's chunk starts before the end of groups[0], the first text's range, instead of groups[-1], the text being built (and stretches groups[0]), so only the first text ever merges and every later stretch of chunks that share words comes back as separate texts that repeat those words: "a b c d e f g", size 2, overlap 1, hits [0, 3, 4] should give ["a b", "d e f"] but gives ["a b", "d e", "e f"].
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
    if not words:
        return []
    step = size - overlap
    starts = []
    start = 0
    while True:
        starts.append(start)
        if start + size >= n:
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    groups = []
    for h in valid:
        s = starts[h]
        e = min(s + size, n)
        if groups and s < groups[0][1]:
            groups[0][1] = max(groups[0][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
