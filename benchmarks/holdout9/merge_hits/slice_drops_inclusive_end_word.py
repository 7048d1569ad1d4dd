# MISTAKE: Keeps each chunk's end as the index of its last word, as the lesson's table writes "words 18-27", merges correctly with start <= end, but then slices words[start:end] without the + 1, so every text loses its last word: "a b c d", size 2, overlap 0, hits [0] should give ["a b"] but gives ["a"].
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
    if not words:
        return []
    step = size - overlap
    chunks = []
    first = 0
    while True:
        last = min(first + size, len(words)) - 1
        chunks.append((first, last))
        if last == len(words) - 1:
            break
        first += step

    picked = sorted({h for h in hits if 0 <= h < len(chunks)})
    groups: list[list[int]] = []
    for h in picked:
        first, last = chunks[h]
        if groups and first <= groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], last)
        else:
            groups.append([first, last])
    return [" ".join(words[first:last]) for first, last in groups]
