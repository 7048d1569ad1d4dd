# MISTAKE: Slices the joined string with the word range, " ".join(words)[first:end], where the slice belonged inside the brackets, " ".join(words[first:end]), so each text is a run of characters counted as if they were words; solve("a b c d", 2, 0, [0]) -> right ["a b"], file gives ["a "]
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
    starts = []
    start = 0
    while start < n:
        starts.append(start)
        if start + size >= n:
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    texts = []
    first = end = None
    for h in valid:
        s = starts[h]
        e = min(s + size, n)
        if first is not None and s < end:
            end = max(end, e)
        else:
            if first is not None:
                texts.append(" ".join(words)[first:end])
            first, end = s, e
    if first is not None:
        texts.append(" ".join(words)[first:end])
    return texts
