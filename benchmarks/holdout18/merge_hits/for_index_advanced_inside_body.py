# MISTAKE: walks the sorted hits with for i in range(len(valid)) and, inside, moves i on over the hits that join the text, but reassigning a for loop's variable does not skip the next rounds, so every hit that joined a text starts a text of its own again: "a b c d e", size 3, overlap 1, hits [0, 1] should give ['a b c d e'] but gives ['a b c d e', 'c d e'].
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
        starts.append(0)
        while starts[-1] + size < len(words):
            starts.append(starts[-1] + step)

    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    texts = []
    for i in range(len(valid)):
        start = starts[valid[i]]
        end = min(start + size, len(words))
        while i + 1 < len(valid) and starts[valid[i + 1]] < end:
            i += 1
            end = max(end, min(starts[valid[i]] + size, len(words)))
        texts.append(" ".join(words[start:end]))
    return texts
