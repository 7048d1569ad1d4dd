# MISTAKE: Splits the text into words with [w for w in text.split(" ") if w], which drops the empty strings but only separates words at plain spaces, so a tab, a line break or another whitespace character glues two words into one: "a b\nc d", size 2, overlap 0, hits [1] should give ["c d"] but gives ["d"].
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
    words = [w for w in text.split(" ") if w]
    if not words:
        return []
    step = size - overlap
    starts = []
    pos = 0
    while True:
        starts.append(pos)
        if pos + size >= len(words):
            break
        pos += step
    chosen = sorted({h for h in hits if 0 <= h < len(starts)})
    groups = []
    for h in chosen:
        a = starts[h]
        b = min(a + size, len(words))
        if groups and a < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], b)
        else:
            groups.append([a, b])
    return [" ".join(words[a:b]) for a, b in groups]
