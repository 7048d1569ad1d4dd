# MISTAKE: Reads "the words from the first of those chunks' start to the last one's end" as the first chunk's words followed by the last chunk's words (less the words the two share), so in a chain whose first and last chunks share nothing the words only the middle chunks hold are lost: "a b c d e f g", size 3, overlap 1, hits [0, 1, 2] should give ["a b c d e f g"] but gives ["a b c e f g"].
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
    step = size - overlap
    ranges = []
    start = 0
    while n:
        ranges.append((start, min(start + size, n)))
        if start + size >= n:
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    groups = []
    for h in valid:
        if groups and ranges[h][0] < ranges[groups[-1][-1]][1]:
            groups[-1].append(h)
        else:
            groups.append([h])
    texts = []
    for group in groups:
        first_start, first_end = ranges[group[0]]
        last_start, last_end = ranges[group[-1]]
        shared = max(0, first_end - last_start)
        texts.append(" ".join(words[first_start:first_end] + words[last_start + shared:last_end]))
    return texts
