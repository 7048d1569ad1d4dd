# MISTAKE: Cleans the text with unicodedata.normalize("NFKC", text) before splitting it, so that the prompt gets tidy text, but NFKC rewrites compatibility characters (ligatures such as "ﬁ", full-width letters, superscripts, "½"), so the merged texts no longer hold the document's own words: "ﬁve days", size 2, overlap 0, hits [0] should give ["ﬁve days"] but gives ["five days"].
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations

import unicodedata


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = unicodedata.normalize("NFKC", text).split()
    n = len(words)
    step = size - overlap
    starts = []
    start = 0
    while start < n:
        starts.append(start)
        if start + size >= n:
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    merged = []
    for h in valid:
        start, end = starts[h], min(starts[h] + size, n)
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [" ".join(words[start:end]) for start, end in merged]
