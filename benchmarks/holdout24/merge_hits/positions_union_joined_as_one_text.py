# MISTAKE: Collects the word positions of every valid hit chunk in one set and joins them into a single text, reading "every word once" as the whole task, so hit chunks that share no word are not kept apart as separate texts; solve("a b c d e f", 2, 0, [0, 2]) -> right ["a b", "e f"], file gives ["a b e f"]
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
    taken = set()
    for h in hits:
        if 0 <= h < len(spans):
            start, end = spans[h]
            taken.update(range(start, end))
    if not taken:
        return []
    return [" ".join(words[i] for i in sorted(taken))]
