# MISTAKE: When a chunk joins the current group it replaces the whole group with the chunk's own range instead of only stretching its end, so a merged text starts at the last joined chunk and loses the words before it: "a b c d e", size 3, overlap 1, hits [0, 1] should give ["a b c d e"] but gives ["c d e"].
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
    if not words:
        return []
    step = size - overlap
    ranges = []
    pos = 0
    while True:
        ranges.append((pos, min(pos + size, len(words))))
        if pos + size >= len(words):
            break
        pos += step

    keep = sorted(set(h for h in hits if 0 <= h < len(ranges)))
    groups: list[list[int]] = []
    for h in keep:
        start, end = ranges[h]
        if groups and start < groups[-1][1]:
            groups[-1] = [start, end]
        else:
            groups.append([start, end])
    return [" ".join(words[a:b]) for a, b in groups]
