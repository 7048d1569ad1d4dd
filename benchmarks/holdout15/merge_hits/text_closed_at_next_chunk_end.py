# MISTAKE: When a chunk starts a new text it closes the text before with words[start:e], the new chunk's end, instead of words[start:end], that text's own end, so every text but the last runs on over the gap and through the next chunk: "a b c d e f", size 2, overlap 0, hits [0, 2] should give ["a b", "e f"] but gives ["a b c d e f", "e f"].
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
    count = 0
    if n:
        count = 1
        while (count - 1) * step + size < n:
            count += 1
    valid = sorted(set(h for h in hits if 0 <= h < count))
    if not valid:
        return []
    texts = []
    start = valid[0] * step
    end = min(start + size, n)
    for h in valid[1:]:
        s = h * step
        e = min(s + size, n)
        if s < end:
            end = e
        else:
            texts.append(" ".join(words[start:e]))
            start, end = s, e
    texts.append(" ".join(words[start:end]))
    return texts
