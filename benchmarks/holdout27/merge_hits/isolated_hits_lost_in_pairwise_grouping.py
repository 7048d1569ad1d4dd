# MISTAKE: Builds the texts from itertools.pairwise over the sorted hit ranges, opening a text only at a pair that shares a word, so a hit that shares no word with the hit before or after it (and a lone valid hit) never becomes a text; solve("a b c d", 2, 0, [0]) -> right ["a b"], file gives []
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations

from itertools import pairwise


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    step = size - overlap
    starts = []
    start = 0
    while start < n:
        starts.append(start)
        if start + size >= n:
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    spans = [(starts[h], min(starts[h] + size, n)) for h in valid]
    texts = []
    first = end = None
    for (s1, e1), (s2, e2) in pairwise(spans):
        if s2 < e1:
            if first is None:
                first = s1
            end = e2
        elif first is not None:
            texts.append(" ".join(words[first:end]))
            first = None
    if first is not None:
        texts.append(" ".join(words[first:end]))
    return texts
