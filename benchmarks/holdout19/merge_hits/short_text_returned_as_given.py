# MISTAKE: takes a shortcut for a text of at most size words (one chunk) and returns text.strip() when hit 0 is there, keeping the text's own spacing instead of joining its words by single spaces: "a  b\nc", size 4, overlap 1, hits [0] should give ['a b c'] but gives ['a  b\nc'].
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
    if 0 < len(words) <= size:
        return [text.strip()] if 0 in hits else []
    ranges = _ranges(words, size, overlap)
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    texts = []
    group_start = group_end = None
    for h in valid:
        s, e = ranges[h]
        if group_end is not None and s < group_end:
            group_end = max(group_end, e)
        else:
            if group_end is not None:
                texts.append(" ".join(words[group_start:group_end]))
            group_start, group_end = s, e
    if group_end is not None:
        texts.append(" ".join(words[group_start:group_end]))
    return texts
