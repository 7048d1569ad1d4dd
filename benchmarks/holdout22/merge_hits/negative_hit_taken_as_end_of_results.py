# MISTAKE: takes a negative hit for the padding a vector search puts after its last real result and stops reading the hits at the first one, so valid hits ranked after a negative number are lost; solve("a b c d", 2, 0, [-1, 1]) -> right ["c d"], file gives []
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
    while words:
        ranges.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    valid = set()
    for h in hits:
        if h < 0:
            break
        if h < len(ranges):
            valid.add(h)
    texts = []
    group = None
    for h in sorted(valid):
        s, e = ranges[h]
        if group and s < group[1]:
            group[1] = max(group[1], e)
        else:
            if group:
                texts.append(" ".join(words[group[0]:group[1]]))
            group = [s, e]
    if group:
        texts.append(" ".join(words[group[0]:group[1]]))
    return texts
