# MISTAKE: Keeps the valid hits in a generator expression and first tests it with any() to return [] when there are none, but any() takes items out of the generator up to the first non-zero hit, so the merge loop never sees those hits; solve('a b c d', 2, 0, [1]) -> right ['c d'], file gives []
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def _starts(count: int, size: int, overlap: int) -> list[int]:
    starts = []
    start = 0
    while start < count:
        starts.append(start)
        if start + size >= count:
            break
        start += size - overlap
    return starts


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    starts = _starts(n, size, overlap)
    valid = (h for h in sorted(set(hits)) if 0 <= h < len(starts))
    if not any(valid):
        return []
    texts = []
    first = end = None
    for h in valid:
        s = starts[h]
        e = min(s + size, n)
        if end is not None and s < end:
            end = max(end, e)
        else:
            if end is not None:
                texts.append(" ".join(words[first:end]))
            first, end = s, e
    if end is not None:
        texts.append(" ".join(words[first:end]))
    return texts
