# MISTAKE: Counts the chunks with the round-up idiom (words - overlap + step - 1) / step written with true division /, so the count is a fraction and a hit one past the last chunk passes the test h < count whenever the step is 2 or more and the division is not exact; solve("a b c d e", 3, 1, [2]) -> right [], file gives ["e"]
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
    count = max((len(words) - overlap + step - 1) / step, 1)
    kept = sorted({h for h in hits if 0 <= h < count})
    groups = []
    for h in kept:
        s = h * step
        e = min(s + size, len(words))
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
