# MISTAKE: Takes the chunk starts from range(0, len(words) - overlap + 1, size - overlap), one past the right stop, so when len(words) - overlap is a multiple of the step one more window (starting overlap words before the end, or at the end when overlap is 0) counts as a chunk, and a text with fewer words than overlap gets no chunk; solve("a b c d", 2, 0, [2]) -> right [], file gives ['']
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
    starts = range(0, len(words) - overlap + 1, step)
    ranges = [(s, min(s + size, len(words))) for s in starts]
    valid = sorted({h for h in hits if 0 <= h < len(ranges)})
    texts = []
    first = end = None
    for h in valid:
        s, e = ranges[h]
        if end is not None and s < end:
            end = max(end, e)
        else:
            if end is not None:
                texts.append(" ".join(words[first:end]))
            first, end = s, e
    if end is not None:
        texts.append(" ".join(words[first:end]))
    return texts
