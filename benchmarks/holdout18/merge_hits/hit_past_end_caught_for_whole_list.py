# MISTAKE: drops the negative hits but lets a hit past the last chunk raise IndexError inside one list comprehension over all the hits, and catches that with return [], so one number past the end throws away every valid hit: "a b c d", size 2, overlap 0, hits [1, 5] should give ['c d'] but gives [].
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

    try:
        ranges = sorted({(starts[h], min(starts[h] + size, len(words))) for h in hits if h >= 0})
    except IndexError:
        return []
    groups = []
    for start, end in ranges:
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
