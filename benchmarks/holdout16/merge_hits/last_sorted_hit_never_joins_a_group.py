# MISTAKE: The inner loop that pulls the next sorted hit into the open text stops at len(valid) - 1 instead of len(valid), so the last sorted hit never joins the text before it, even when their chunks share words: "a b c d e", size 3, overlap 1, hits [0, 1] should give ["a b c d e"] but gives ["a b c", "c d e"].
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
    starts = []
    start = 0
    while True:
        starts.append(start)
        if start + size >= n:
            break
        start += step
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    texts = []
    i = 0
    while i < len(valid):
        first = starts[valid[i]]
        end = min(first + size, n)
        while i + 1 < len(valid) - 1 and starts[valid[i + 1]] < end:
            i += 1
            end = min(starts[valid[i]] + size, n)
        texts.append(" ".join(words[first:end]))
        i += 1
    return texts
