# MISTAKE: Tests a hit with `h >= 0 & h < count`, the pandas habit of `&` for "and" without the brackets, but `&` binds tighter than the comparisons, so the test is h >= (0 & h) < count, true for every hit that is not negative, and a hit past the last chunk is kept and sliced as words from h * (size - overlap); solve("a b c d", 2, 0, [5]) -> right [], file gives [""]
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
    valid = sorted({h for h in hits if h >= 0 & h < count})
    texts = []
    start = end = None
    for h in valid:
        s = h * step
        e = min(s + size, n)
        if end is not None and s < end:
            end = max(end, e)
        else:
            if end is not None:
                texts.append(" ".join(words[start:end]))
            start, end = s, e
    if end is not None:
        texts.append(" ".join(words[start:end]))
    return texts
