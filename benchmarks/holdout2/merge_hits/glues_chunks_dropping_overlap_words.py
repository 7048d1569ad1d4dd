# MISTAKE: Builds a merged text by appending each next chunk without its first overlap words, which is only right for neighbouring chunks: merging non-neighbours (size 3, overlap 2, hits 0 and 2) loses words.
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def chunk_ranges(words: list[str], size: int, overlap: int) -> list[tuple[int, int]]:
    # (start, end) of every chunk, in words, cut as chunk_words cuts
    step = size - overlap
    ranges = []
    start = 0
    while start < len(words):
        ranges.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    return ranges


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    ranges = chunk_ranges(words, size, overlap)
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    texts: list[list[str]] = []
    group_end = -1
    for h in valid:
        start, end = ranges[h]
        chunk = words[start:end]
        if texts and start < group_end:
            # the first `overlap` words are already in the text
            texts[-1].extend(chunk[overlap:])
        else:
            texts.append(list(chunk))
        group_end = max(group_end, end)
    return [" ".join(t) for t in texts]
