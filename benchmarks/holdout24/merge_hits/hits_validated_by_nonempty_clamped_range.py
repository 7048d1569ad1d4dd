# MISTAKE: Decides that a hit names a chunk when its word range, clamped to the text (max(h * step, 0) to min(h * step + size, n)), is not empty, instead of checking 0 <= h < the number of chunks, so a negative hit close to 0 and a number past the last chunk whose start still lies in the text are kept; solve("a b c d e", 3, 1, [2]) -> right [], file gives ["e"]
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
    for h in dict.fromkeys(hits):
        start = max(h * step, 0)
        end = min(h * step + size, n)
        if start < end:
            ranges.append((start, end))
    ranges.sort()
    texts = []
    first = last = None
    for s, e in ranges:
        if first is not None and s < last:
            last = max(last, e)
        else:
            if first is not None:
                texts.append(" ".join(words[first:last]))
            first, last = s, e
    if first is not None:
        texts.append(" ".join(words[first:last]))
    return texts
