# MISTAKE: Splits text.lower() instead of text, so every merged text comes back in lower case although the texts must be the document's own words: "The cat sat on", size 2, overlap 0, hits [0] should give ["The cat"] but gives ["the cat"].
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
    words = text.lower().split()
    if not words:
        return []
    step = size - overlap
    count = 1
    while (count - 1) * step + size < len(words):
        count += 1
    chosen = sorted(set(h for h in hits if 0 <= h < count))
    ranges = []
    for h in chosen:
        start = h * step
        end = min(start + size, len(words))
        if ranges and start < ranges[-1][1]:
            ranges[-1][1] = max(ranges[-1][1], end)
        else:
            ranges.append([start, end])
    return [" ".join(words[a:b]) for a, b in ranges]
