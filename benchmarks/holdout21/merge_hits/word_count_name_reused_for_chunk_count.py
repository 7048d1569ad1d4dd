# MISTAKE: Reuses the name n, which held the number of words, for the number of chunks before the merge loop, so each chunk's end is clamped with min(start + size, n) to the number of chunks instead of the number of words and the texts come out cut short or empty; solve("a b c d", 2, 0, [1]) -> right ["c d"], file gives [""]
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
    step = size - overlap
    starts = []
    s = 0
    while s < n:
        starts.append(s)
        if s + size >= n:
            break
        s += step
    n = len(starts)
    valid = sorted({h for h in hits if 0 <= h < n})
    groups = []
    for h in valid:
        s = starts[h]
        e = min(s + size, n)
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[a:b]) for a, b in groups]
