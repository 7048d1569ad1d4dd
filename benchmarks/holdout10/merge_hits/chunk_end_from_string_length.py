# MISTAKE: Takes each chunk's end as its start plus len() of the chunk's joined text, which counts characters rather than words, so every chunk but the last reaches too far and neighbours that only touch merge: "a b c d", size 2, overlap 0, hits [0] should give ["a b"] but gives ["a b c"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step

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
