# MISTAKE: Records each chunk's word range in a dict keyed by the chunk's text and looks a hit's range up through its text, so when two chunks have the same words the dict holds only the later one's range and a hit on the earlier one is placed there; "x y z x y", size 2, overlap 1, hits [0, 1] -> right ["x y z"], file gives ["x y"]
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
    chunks = []
    span_of = {}
    start = 0
    while words:
        end = min(start + size, len(words))
        chunk = " ".join(words[start:end])
        chunks.append(chunk)
        span_of[chunk] = (start, end)
        if end >= len(words):
            break
        start += size - overlap
    texts = []
    first = last = None
    for h in sorted(set(hits)):
        if not 0 <= h < len(chunks):
            continue
        s, e = span_of[chunks[h]]
        if last is not None and s < last:
            last = max(last, e)
        else:
            if last is not None:
                texts.append(" ".join(words[first:last]))
            first, last = s, e
    if last is not None:
        texts.append(" ".join(words[first:last]))
    return texts
