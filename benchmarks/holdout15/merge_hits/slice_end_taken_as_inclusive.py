# MISTAKE: Keeps each text's end as the position after its last word (start + size, cut back to the number of words) and merges with it correctly, but then slices words[start:end + 1] as if end were the last word's index, as the lesson's table writes "words 18-27", so every text that stops before the end of the document gets the next word too: "a b c d e", size 3, overlap 1, hits [0] should give ["a b c"] but gives ["a b c d"].
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
    count = 1
    while (count - 1) * step + size < n:
        count += 1
    valid = sorted({h for h in hits if 0 <= h < count})
    merged = []
    for h in valid:
        start = h * step
        end = min(start + size, n)
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [" ".join(words[start:end + 1]) for start, end in merged]
