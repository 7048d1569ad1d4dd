# MISTAKE: Walks the sorted valid hits by position but reads the chunk before with hits[i - 1], the caller's list in rank order, instead of valid[i - 1], so whether a chunk joins the text before it depends on the rank order (and on repeated or out-of-range hits) rather than on where the chunks sit: "a b c d", size 2, overlap 0, hits [1, 0] should give ["a b", "c d"] but gives ["a b c d"].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def count_chunks(n: int, size: int, overlap: int) -> int:
    if n == 0:
        return 0
    count = 1
    start = 0
    while start + size < n:
        start += size - overlap
        count += 1
    return count


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    step = size - overlap
    count = count_chunks(n, size, overlap)
    valid = sorted(set(h for h in hits if 0 <= h < count))
    texts = []
    group_start = group_end = None
    for i, h in enumerate(valid):
        s = h * step
        e = min(s + size, n)
        if i > 0 and s < min(hits[i - 1] * step + size, n):
            group_end = max(group_end, e)
        else:
            if group_start is not None:
                texts.append(" ".join(words[group_start:group_end]))
            group_start, group_end = s, e
    if group_start is not None:
        texts.append(" ".join(words[group_start:group_end]))
    return texts
