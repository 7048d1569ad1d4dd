# MISTAKE: Leaves repeated hits in (a repeat shares every word, so it should just merge) but tests "start < s < end" for a chunk inside the open text, and a repeat of the chunk that opened the text starts exactly at start, fails the test and opens a second copy of that text; solve("a b c d", 2, 0, [1, 1]) -> right ["c d"], file gives ["c d", "c d"]
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
    starts = []
    s = 0
    while s < len(words):
        starts.append(s)
        if s + size >= len(words):
            break
        s += step
    groups = []
    for h in sorted(h for h in hits if 0 <= h < len(starts)):
        s = starts[h]
        e = min(s + size, len(words))
        if groups and groups[-1][0] < s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
