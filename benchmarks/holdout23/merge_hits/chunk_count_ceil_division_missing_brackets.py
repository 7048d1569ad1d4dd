# MISTAKE: Counts the chunks with the ceiling division written len(words) - overlap + step - 1 // step, without brackets round the numerator, so only 1 // step is divided and, whenever the step is 2 or more, the count is too big and hits past the last chunk are kept; solve("a b c d e", 3, 1, [2]) -> right [], file gives ['e']
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
    if not words:
        return []
    step = size - overlap
    count = max(1, len(words) - overlap + step - 1 // step)
    ranges = [(k * step, min(k * step + size, len(words))) for k in range(count)]
    valid = sorted({h for h in hits if 0 <= h < count})
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
