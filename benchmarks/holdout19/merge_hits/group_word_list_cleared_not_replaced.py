# MISTAKE: starts each new text with current.clear() rather than current = [], so every text already added is the same list and ends up holding the last text's words: "a b c d e f", size 2, overlap 0, hits [0, 2] should give ['a b', 'e f'] but gives ['e f', 'e f'].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def _ranges(words, size, overlap):
    n = len(words)
    ranges = []
    start = 0
    while start < n:
        ranges.append((start, min(start + size, n)))
        if start + size >= n:
            break
        start += size - overlap
    return ranges


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    ranges = _ranges(words, size, overlap)
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    groups = []
    current = []
    end = 0
    for h in valid:
        s, e = ranges[h]
        if current and s < end:
            current.extend(words[end:e])
        else:
            if current:
                groups.append(current)
                current.clear()
            current.extend(words[s:e])
        end = max(end, e)
    if current:
        groups.append(current)
    return [" ".join(group) for group in groups]
