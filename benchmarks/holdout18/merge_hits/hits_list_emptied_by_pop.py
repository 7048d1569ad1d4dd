# MISTAKE: takes the hits out of the caller's list with hits.pop() to drop the bad ones and the repeats, so the list passed in is empty after the call and a second call with the same list finds no hit: hits = [2, 0]; solve("a b c d e f", 2, 0, hits) rightly gives ['a b', 'e f'], but then solve("a b c d e f", 2, 0, hits) again should give ['a b', 'e f'] and gives [] (hits is now []).
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
    if words:
        starts.append(0)
        while starts[-1] + size < len(words):
            starts.append(starts[-1] + step)

    kept = set()
    while hits:
        h = hits.pop()
        if 0 <= h < len(starts):
            kept.add(h)
    valid = sorted(kept)
    groups = []
    for h in valid:
        start, end = starts[h], min(starts[h] + size, len(words))
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
