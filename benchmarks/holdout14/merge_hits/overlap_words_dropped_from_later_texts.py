# MISTAKE: Reads "so the prompt gets every word once" as "each text after the first starts with the overlap words the text before already gave" and drops the first overlap words of every text but the first, although separate texts share no word: "a b c d e f g h i", size 3, overlap 1, hits [0, 3] should give ["a b c", "g h i"] but gives ["a b c", "h i"].
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
    if not words:
        return []
    step = size - overlap
    starts = []
    start = 0
    while True:
        starts.append(start)
        if start + size >= n:
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    groups = []
    for h in valid:
        s = starts[h]
        e = min(s + size, n)
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    texts = []
    for s, e in groups:
        if texts:
            s += overlap
        texts.append(" ".join(words[s:e]))
    return texts
