# MISTAKE: decides that a hit names a chunk with `h in starts`, the list of the chunks' first word positions, instead of 0 <= h < len(starts), so only numbers that are also a start position are kept: "a b c d e f", size 2, overlap 0, hits [1] should give ['c d'] but gives [] (hits [4] raise IndexError).
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def _ranges(words, size, overlap):
    n = len(words)
    ranges = []
    start = 0
    while start < n:
        ranges.append((start, min(start + size, n)))
        if start + size >= n:
            break
        start += size - overlap
    return ranges


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    ranges = _ranges(words, size, overlap)
    starts = [s for s, _ in ranges]
    valid = sorted({h for h in hits if h in starts})
    texts = []
    group_start = group_end = None
    for h in valid:
        s, e = ranges[h]
        if group_end is not None and s < group_end:
            group_end = max(group_end, e)
        else:
            if group_end is not None:
                texts.append(" ".join(words[group_start:group_end]))
            group_start, group_end = s, e
    if group_end is not None:
        texts.append(" ".join(words[group_start:group_end]))
    return texts
