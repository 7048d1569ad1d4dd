# MISTAKE: Groups the hits correctly but takes each text from the start of the group's best-ranked hit to the end of its last-ranked hit, reading "the first of those chunks" and "the last one" in the order the search returned them instead of in document order; solve("a b c d e", 3, 1, [1, 0]) -> right ['a b c d e'], file gives ['c']
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
    while start < len(words):
        ranges.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    ranked = []
    for h in hits:
        if 0 <= h < len(ranges) and h not in ranked:
            ranked.append(h)
    groups = []
    for h in sorted(ranked):
        if groups and ranges[h][0] < ranges[groups[-1][-1]][1]:
            groups[-1].append(h)
        else:
            groups.append([h])
    texts = []
    for group in groups:
        members = sorted(group, key=ranked.index)
        first, last = members[0], members[-1]
        texts.append(" ".join(words[ranges[first][0]:ranges[last][1]]))
    return texts
