# MISTAKE: Appends the open text to the result at the end of every pass of the loop over the sorted hits, at the level of the loop body instead of only when the text is closed, so a text that several hits build up also comes back in each of its unfinished states; solve("a b c d e", 3, 1, [0, 1]) -> right ["a b c d e"], file gives ["a b c", "a b c d e"]
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
    s = 0
    while s < n:
        starts.append(s)
        if s + size >= n:
            break
        s += step
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    texts = []
    start = end = -1
    for h in valid:
        s = starts[h]
        e = min(s + size, n)
        if s < end:
            end = max(end, e)
        else:
            start, end = s, e
        texts.append(" ".join(words[start:end]))
    return texts
