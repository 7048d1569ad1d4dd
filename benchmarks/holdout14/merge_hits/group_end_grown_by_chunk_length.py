# MISTAKE: Stretches the open text by the joining chunk's length (end += e - s) instead of moving its end to the chunk's end, so the words the chunk shares with the text are counted twice and the text runs on past the last chunk (and can swallow a later chunk that shares nothing): "a b c d e f g", size 3, overlap 1, hits [0, 1] should give ["a b c d e"] but gives ["a b c d e f"].
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
    starts = []
    for start in range(0, n, step):
        starts.append(start)
        if start + size >= n:
            break
    wanted = sorted(set(h for h in hits if 0 <= h < len(starts)))
    texts = []
    first = last = None
    for h in wanted:
        s = starts[h]
        e = min(s + size, n)
        if last is not None and s < last:
            last += e - s
        else:
            if first is not None:
                texts.append(" ".join(words[first:last]))
            first, last = s, e
    if first is not None:
        texts.append(" ".join(words[first:last]))
    return texts
