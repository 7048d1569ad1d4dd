# MISTAKE: splits the text with shlex.split, which reads quotes and backslashes as shell syntax (and splits only at ASCII spaces, tabs and line breaks), so a quoted phrase becomes one word without its quotes and an apostrophe raises ValueError: 'he said "go now" today', size 2, overlap 0, hits [1] should give ['"go now"'] but gives ['go now today'].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations

import shlex


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = shlex.split(text)
    step = size - overlap
    starts = []
    if words:
        starts.append(0)
        while starts[-1] + size < len(words):
            starts.append(starts[-1] + step)

    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    groups = []
    for h in valid:
        start, end = starts[h], min(starts[h] + size, len(words))
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [" ".join(words[s:e]) for s, e in groups]
