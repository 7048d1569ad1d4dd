# MISTAKE: Reads the hits as chunk numbers counted from 1, as the lesson's worked example first names them, and subtracts 1 from each, so every hit names the chunk before it and hit 0 is dropped: "a b c d", size 2, overlap 0, hits [1] should give ["c d"] but gives ["a b"].
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
    starts = []
    s = 0
    while True:
        starts.append(s)
        if s + size >= len(words):
            break
        s += step

    numbers = sorted({h - 1 for h in hits if 1 <= h <= len(starts)})
    spans: list[list[int]] = []
    for k in numbers:
        a = starts[k]
        b = min(a + size, len(words))
        if spans and a < spans[-1][1]:
            spans[-1][1] = b
        else:
            spans.append([a, b])
    return [" ".join(words[a:b]) for a, b in spans]
