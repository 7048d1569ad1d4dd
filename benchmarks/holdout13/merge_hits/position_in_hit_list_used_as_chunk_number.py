# MISTAKE: Walks the sorted valid hits with enumerate() and looks up the chunk's start with the loop counter (starts[i]) instead of the hit itself (starts[h]), so the k-th hit in document order is read as chunk k and the texts are right only when the hits are 0, 1, 2, ...: "a b c d", size 2, overlap 0, hits [1] should give ["c d"] but gives ["a b"].
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
    step = size - overlap
    starts = []
    if words:
        start = 0
        while True:
            starts.append(start)
            if start + size >= len(words):
                break
            start += step
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    texts = []
    group_start = group_end = None
    for i, h in enumerate(valid):
        begin = starts[i]
        end = min(begin + size, len(words))
        if group_end is not None and begin < group_end:
            group_end = max(group_end, end)
        else:
            if group_end is not None:
                texts.append(" ".join(words[group_start:group_end]))
            group_start, group_end = begin, end
    if group_end is not None:
        texts.append(" ".join(words[group_start:group_end]))
    return texts
