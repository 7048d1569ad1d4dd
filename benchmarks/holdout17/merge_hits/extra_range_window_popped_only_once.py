# MISTAKE: Cuts with range(0, len(words), size - overlap) and removes the extra window that range leaves at the end (one with no more words than overlap) with an if, once, but when overlap is larger than size - overlap range leaves two or more such windows and the others stay, so a hit on one of them is not ignored: "a b c d", size 3, overlap 2, hits [2] should give [] but gives ["c d"].
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
    chunks = [words[i:i + size] for i in range(0, len(words), step)]
    if len(chunks) > 1 and len(chunks[-1]) <= overlap:
        chunks.pop()
    valid = sorted({h for h in hits if 0 <= h < len(chunks)})
    texts = []
    group_start = group_end = None
    for h in valid:
        start = h * step
        end = start + len(chunks[h])
        if group_end is not None and start < group_end:
            group_end = max(group_end, end)
        else:
            if group_end is not None:
                texts.append(" ".join(words[group_start:group_end]))
            group_start, group_end = start, end
    if group_end is not None:
        texts.append(" ".join(words[group_start:group_end]))
    return texts
