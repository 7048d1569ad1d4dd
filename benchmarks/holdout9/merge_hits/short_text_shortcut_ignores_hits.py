# MISTAKE: Takes a shortcut for a text of at most size words (one chunk, so the answer is the whole text) without checking that some hit names that chunk, so hits that are all out of range still return the text: "a b", size 3, overlap 1, hits [2] should give [] but gives ["a b"].
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
    if not words or not hits:
        return []
    if len(words) <= size:
        return [" ".join(words)]

    step = size - overlap
    starts = [0]
    while starts[-1] + size < len(words):
        starts.append(starts[-1] + step)

    wanted = sorted(set(h for h in hits if 0 <= h < len(starts)))
    merged: list[tuple[int, int]] = []
    for h in wanted:
        lo = starts[h]
        hi = min(lo + size, len(words))
        if merged and lo < merged[-1][1]:
            merged[-1] = (merged[-1][0], hi)
        else:
            merged.append((lo, hi))
    return [" ".join(words[lo:hi]) for lo, hi in merged]
