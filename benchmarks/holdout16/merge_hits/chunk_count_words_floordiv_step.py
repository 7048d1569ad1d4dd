# MISTAKE: Counts the chunks as len(words) // (size - overlap), one per step of words, which is too few when a short last chunk is left over and too many when the last full window already ends the text: "a b c d e f g h", size 4, overlap 2 (chunks 0 to 2), hits [3] should give [] but gives ["g h"] (and "a b c d e", size 2, overlap 0, hits [2] should give ["e"] but gives []).
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
    count = len(words) // step
    valid = sorted({h for h in hits if 0 <= h < count})
    merged = []
    for h in valid:
        start = h * step
        end = min(start + size, len(words))
        if merged and start < merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return [" ".join(words[a:b]) for a, b in merged]
