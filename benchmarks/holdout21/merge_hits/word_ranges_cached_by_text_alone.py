# MISTAKE: Keeps each text's words and chunk ranges in a module-level dict keyed by the text alone, so a later call on the same text with another size or overlap reuses the ranges of the first cut; solve("a b c d", 2, 0, [0]) (rightly ["a b"]), then solve("a b c d", 3, 1, [0]) -> right ["a b c"], file gives ["a b"]
"""Merge the retrieved chunks that share words, so the prompt gets every word once.

Cut `text` into chunks exactly as chunk_words does and number them from 0. `hits` are the chunk
numbers a search returned, best first. Hits whose chunks share at least one word (directly, or
through other hits between them) become one text: the words from the first of those chunks'
start to the last one's end, each word once, joined by single spaces. Chunks that only touch
share no word and stay apart. Return the texts in document order. A hit repeated counts once;
negative numbers and numbers past the last chunk are ignored. Run `kata show merge_hits`.
"""

from __future__ import annotations


_RANGES = {}


def _ranges(text, size, overlap):
    if text not in _RANGES:
        words = text.split()
        out = []
        s = 0
        while s < len(words):
            out.append((s, min(s + size, len(words))))
            if s + size >= len(words):
                break
            s += size - overlap
        _RANGES[text] = (words, out)
    return _RANGES[text]


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words, ranges = _ranges(text, size, overlap)
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    texts = []
    start = end = None
    for h in valid:
        s, e = ranges[h]
        if end is not None and s < end:
            end = max(end, e)
        else:
            if end is not None:
                texts.append(" ".join(words[start:end]))
            start, end = s, e
    if end is not None:
        texts.append(" ".join(words[start:end]))
    return texts
