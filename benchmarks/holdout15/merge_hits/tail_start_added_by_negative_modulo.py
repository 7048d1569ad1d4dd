# MISTAKE: Adds a short last chunk when (len(words) - size) % step is not 0, meant as "words are left over after the full windows", but for a text shorter than size that difference is negative and Python's % still gives a positive remainder, so an empty chunk past the end is counted and a hit on it returns an empty text: "a b", size 3, overlap 0, hits [0, 1] should give ["a b"] but gives ["a b", ""].
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
    starts = list(range(0, max(n - size, 0) + 1, step))
    if (n - size) % step:
        starts.append(starts[-1] + step)
    ends = [min(start + size, n) for start in starts]
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    texts = []
    group_start = group_end = None
    for h in valid:
        if group_end is not None and starts[h] < group_end:
            group_end = max(group_end, ends[h])
        else:
            if group_end is not None:
                texts.append(" ".join(words[group_start:group_end]))
            group_start, group_end = starts[h], ends[h]
    if group_end is not None:
        texts.append(" ".join(words[group_start:group_end]))
    return texts
