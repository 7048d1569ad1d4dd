# MISTAKE: Merges the sorted word ranges with a helper that calls itself once per range (tail recursion, which Python does not turn into a loop), so once about a thousand chunks are hit the call passes the recursion limit and crashes; the 2,000 words "w0 w1 ... w1999", size 2, overlap 1, hits 0 to 1998 -> right one text of all 2,000 words, file gives RecursionError
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


def _merge(spans, i=0, out=None):
    if out is None:
        out = []
    if i == len(spans):
        return out
    s, e = spans[i]
    if out and s < out[-1][1]:
        out[-1] = (out[-1][0], max(out[-1][1], e))
    else:
        out.append((s, e))
    return _merge(spans, i + 1, out)


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    spans = []
    start = 0
    while start < len(words):
        spans.append((start, min(start + size, len(words))))
        if start + size >= len(words):
            break
        start += step
    chosen = sorted({h for h in hits if 0 <= h < len(spans)})
    return [" ".join(words[s:e]) for s, e in _merge([spans[h] for h in chosen])]
