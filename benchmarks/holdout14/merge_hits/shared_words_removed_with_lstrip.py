# MISTAKE: Glues a joining chunk onto its text by cutting the shared words off the chunk's text with str.lstrip(shared_text), which strips every leading character found anywhere in that string rather than that prefix, so when the next words start with letters of the shared words they are cut too: "a b c cab", size 3, overlap 2, hits [0, 1] should give ["a b c cab"] but gives ["a b c ab"].
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
    if n == 0:
        return []
    step = size - overlap
    starts = [0]
    while starts[-1] + size < n:
        starts.append(starts[-1] + step)
    valid = sorted(set(h for h in hits if 0 <= h < len(starts)))
    texts = []
    parts = []
    covered = 0
    for h in valid:
        s = starts[h]
        e = min(s + size, n)
        chunk = " ".join(words[s:e])
        if parts and s < covered:
            shared = " ".join(words[s:covered])
            rest = chunk.lstrip(shared).strip()
            if rest:
                parts.append(rest)
            covered = max(covered, e)
        else:
            if parts:
                texts.append(" ".join(parts))
            parts = [chunk]
            covered = e
    if parts:
        texts.append(" ".join(parts))
    return texts
