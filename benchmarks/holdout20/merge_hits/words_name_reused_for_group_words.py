# MISTAKE: Reuses the name words for the words of each merged text (words = words[start:end]) while looping over the merged ranges, so every range after the first is sliced out of the previous text's words instead of the document's; "a b c d e f", size 2, overlap 0, hits [0, 2] -> right ["a b", "e f"], file gives ["a b", ""]
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
    spans = []
    start = 0
    while words:
        spans.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += size - overlap
    ordered = sorted({h for h in hits if 0 <= h < len(spans)})
    merged = []
    for h in ordered:
        s, e = spans[h]
        if merged and s < merged[-1][1]:
            merged[-1][1] = e
        else:
            merged.append([s, e])
    texts = []
    for start, end in merged:
        words = words[start:end]
        texts.append(" ".join(words))
    return texts
