# MISTAKE: Merges a hit only with the next sorted hit and then moves past both, so a chain of three or more chunks that share words is cut into pairs and the words they share appear in two texts: "a b c d e", size 3, overlap 2, hits [0, 1, 2] should give ["a b c d e"] but gives ["a b c d", "c d e"].
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
    if n == 0:
        return []
    step = size - overlap
    count = 1
    while (count - 1) * step + size < n:
        count += 1

    def span(k: int) -> tuple[int, int]:
        first = k * step
        return first, min(first + size, n)

    valid = sorted({h for h in hits if 0 <= h < count})
    texts = []
    i = 0
    while i < len(valid):
        start, end = span(valid[i])
        if i + 1 < len(valid) and span(valid[i + 1])[0] < end:
            end = span(valid[i + 1])[1]
            i += 2
        else:
            i += 1
        texts.append(" ".join(words[start:end]))
    return texts
