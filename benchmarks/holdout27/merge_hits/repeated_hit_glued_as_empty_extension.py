# MISTAKE: Keeps a repeated hit (it overlaps its own copy, so the merge seems to absorb it) and glues each joining chunk on as the words past the open text's end, which for a repeat are none, so an empty piece and one more space go into the text; solve("a b c d", 2, 0, [1, 1]) -> right ["c d"], file gives ["c d "]
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
    start = 0
    while start < n:
        starts.append(start)
        if start + size >= n:
            break
        start += step
    valid = sorted(h for h in hits if 0 <= h < len(starts))
    texts = []
    parts = None
    end = 0
    for h in valid:
        s = starts[h]
        e = min(s + size, n)
        if parts is not None and s < end:
            parts.append(" ".join(words[end:e]))
            end = max(end, e)
        else:
            if parts is not None:
                texts.append(" ".join(parts))
            parts = [" ".join(words[s:e])]
            end = e
    if parts is not None:
        texts.append(" ".join(parts))
    return texts
