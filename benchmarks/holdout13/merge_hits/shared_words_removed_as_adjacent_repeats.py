# MISTAKE: Builds each merged text by putting the words of its chunks one after the other and then dropping every word equal to the word just before it, which takes out the shared word only when chunks share exactly one word (overlap 1) and also takes out real repeated words, so with a longer overlap the shared words come twice: "a b c d", size 3, overlap 2, hits [0, 1] should give ["a b c d"] but gives ["a b c b c d"].
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
    starts = []
    if words:
        start = 0
        while True:
            starts.append(start)
            if start + size >= len(words):
                break
            start += step
    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    groups = []
    group_end = 0
    for h in valid:
        begin = starts[h]
        end = min(begin + size, len(words))
        if groups and begin < group_end:
            groups[-1].append(h)
            group_end = max(group_end, end)
        else:
            groups.append([h])
            group_end = end
    texts = []
    for group in groups:
        merged = []
        for h in group:
            for word in words[starts[h]:starts[h] + size]:
                if not merged or merged[-1] != word:
                    merged.append(word)
        texts.append(" ".join(merged))
    return texts
