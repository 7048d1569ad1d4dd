# MISTAKE: Cuts the chunks as word lists like chunk_words and then finds where each hit chunk sits by searching the word list for its first run equal to the chunk, so a chunk whose words also occur earlier is placed at that earlier spot: "a b a b", size 2, overlap 1, hits [1, 2] should give ["b a b"] but gives ["a b a"].
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
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step
    chosen = sorted({h for h in hits if 0 <= h < len(chunks)})
    ranges = []
    for h in chosen:
        chunk = chunks[h]
        for s in range(len(words)):
            if words[s:s + len(chunk)] == chunk:
                ranges.append((s, s + len(chunk)))
                break
    ranges.sort()
    groups = []
    for s, e in ranges:
        if groups and s < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], e)
        else:
            groups.append([s, e])
    return [" ".join(words[s:e]) for s, e in groups]
