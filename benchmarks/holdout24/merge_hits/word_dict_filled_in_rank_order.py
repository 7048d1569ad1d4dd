# MISTAKE: Groups the sorted hits correctly but fills each text's words into a dict keyed by word position while walking the hits in rank order, and joins dict.values(), which come in insertion order, so a better-ranked later chunk puts its words before the earlier chunk's; solve("a b c d", 3, 2, [1, 0]) -> right ["a b c d"], file gives ["b c d a"]
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def _spans(n: int, size: int, overlap: int) -> list[tuple[int, int]]:
    spans = []
    start = 0
    while start < n:
        spans.append((start, min(start + size, n)))
        if start + size >= n:
            break
        start += size - overlap
    return spans


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    spans = _spans(len(words), size, overlap)
    valid = [h for h in dict.fromkeys(hits) if 0 <= h < len(spans)]
    groups = []
    last = None
    for h in sorted(valid):
        s, e = spans[h]
        if groups and s < last:
            groups[-1].add(h)
            last = max(last, e)
        else:
            groups.append({h})
            last = e
    texts = []
    for group in groups:
        taken = {}
        for h in valid:
            if h in group:
                s, e = spans[h]
                for i in range(s, e):
                    taken[i] = words[i]
        texts.append(" ".join(taken.values()))
    return texts
