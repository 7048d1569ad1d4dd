# MISTAKE: Keeps the open text's word range in a module-level list (group = []) that is never emptied at the start of a call, so a later call starts from the range the previous call ended with: after solve("a b c d", 2, 0, [1]) (rightly ["c d"]), solve("a b c d", 2, 0, [0]) should give ["a b"] but gives ["c d"].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


group = []


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    if n == 0:
        return []
    step = size - overlap
    count = 1
    while (count - 1) * step + size < n:
        count += 1
    texts = []
    for h in sorted(set(hits)):
        if h < 0 or h >= count:
            continue
        s = h * step
        e = min(s + size, n)
        if group and s < group[1]:
            group[1] = max(group[1], e)
        else:
            if group:
                texts.append(" ".join(words[group[0]:group[1]]))
            group[:] = [s, e]
    if group:
        texts.append(" ".join(words[group[0]:group[1]]))
    return texts
