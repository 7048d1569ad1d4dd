# MISTAKE: Ignores the negative hits but brings a hit past the last chunk back into range with h % (number of chunks), as one keeps a list index in bounds, so a number that names no chunk picks one counted again from the start: "a b c d", size 2, overlap 0, hits [2] should give [] but gives ["a b"].
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
    starts = [0]
    while starts[-1] + size < len(words):
        starts.append(starts[-1] + step)
    count = len(starts)
    valid = sorted({h % count for h in hits if h >= 0})
    texts = []
    group_start = group_end = None
    for h in valid:
        begin = starts[h]
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
