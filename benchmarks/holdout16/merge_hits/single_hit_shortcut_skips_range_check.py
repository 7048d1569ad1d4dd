# MISTAKE: Takes a shortcut when hits holds a single number ("nothing to merge") and slices that chunk's words straight away without checking that the number names a chunk, so a lone negative or too-large hit gives an empty or a made-up text: "a b c d", size 2, overlap 0, hits [-1] should give [] but gives [""].
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
    if len(hits) == 1:
        start = hits[0] * step
        return [" ".join(words[start:start + size])]
    starts = [0]
    while starts[-1] + size < len(words):
        starts.append(starts[-1] + step)
    good = sorted(set(h for h in hits if 0 <= h < len(starts)))
    out = []
    group_start = group_end = None
    for h in good:
        s = starts[h]
        e = min(s + size, len(words))
        if group_end is not None and s < group_end:
            group_end = max(group_end, e)
        else:
            if group_end is not None:
                out.append(" ".join(words[group_start:group_end]))
            group_start, group_end = s, e
    if group_end is not None:
        out.append(" ".join(words[group_start:group_end]))
    return out
