# MISTAKE: Calls sorted(valid) as a statement, as if it sorted the list in place, and throws the sorted copy away, so the hits are walked in rank order and an earlier chunk that comes after a later one is swallowed by the open text without its words; solve("a b c d", 2, 0, [1, 0]) -> right ["a b", "c d"], file gives ["c d"]
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
    sorted(valid)
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
