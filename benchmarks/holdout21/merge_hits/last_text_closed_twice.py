# MISTAKE: Closes a text inside the loop when the next sorted hit does not join it or when there is no next hit, and then closes the open text once more after the loop as well, so the last text (the only one when all hits merge) comes back twice; solve("a b c d", 2, 0, [0]) -> right ["a b"], file gives ["a b", "a b"]
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
    if not valid:
        return texts
    start = end = starts[valid[0]]
    for i, h in enumerate(valid):
        end = max(end, min(starts[h] + size, n))
        following = valid[i + 1] if i + 1 < len(valid) else None
        if following is None or starts[following] >= end:
            texts.append(" ".join(words[start:end]))
            if following is not None:
                start = end = starts[following]
    texts.append(" ".join(words[start:end]))
    return texts
