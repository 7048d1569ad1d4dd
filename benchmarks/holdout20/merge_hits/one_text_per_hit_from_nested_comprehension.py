# MISTAKE: Groups the sorted hits correctly but builds the answer with a comprehension that also loops over the hits of each group (for g in groups for h in g), so a merged text comes back once for every hit in its group; "a b c d e", size 3, overlap 1, hits [0, 1] -> right ["a b c d e"], file gives ["a b c d e", "a b c d e"]
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
    spans = []
    start = 0
    while words:
        spans.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += size - overlap
    ordered = sorted({h for h in hits if 0 <= h < len(spans)})
    groups = []
    for h in ordered:
        if groups and spans[h][0] < spans[groups[-1][-1]][1]:
            groups[-1].append(h)
        else:
            groups.append([h])
    return [" ".join(words[spans[g[0]][0]:spans[g[-1]][1]]) for g in groups for h in g]
