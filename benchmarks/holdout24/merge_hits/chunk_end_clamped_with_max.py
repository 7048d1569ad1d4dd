# MISTAKE: Clamps each chunk's end with max(start + size, n) where min was meant, so every chunk runs on to the end of the text and all hits end in one text that reaches the last word; solve("a b c d", 2, 0, [0]) -> right ["a b"], file gives ["a b c d"]
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
    spans = []
    start = 0
    while start < n:
        spans.append((start, max(start + size, n)))
        if start + size >= n:
            break
        start += size - overlap
    valid = sorted({h for h in hits if 0 <= h < len(spans)})
    texts = []
    first = last = None
    for h in valid:
        s, e = spans[h]
        if first is not None and s < last:
            last = max(last, e)
        else:
            if first is not None:
                texts.append(" ".join(words[first:last]))
            first, last = s, e
    if first is not None:
        texts.append(" ".join(words[first:last]))
    return texts
