# MISTAKE: Checks for a group still open after the loop with "if group_start:" instead of "is not None", and a group starting at word 0 is falsy, so when the last (or only) text begins with chunk 0 it is never added: "a b c d", size 2, overlap 0, hits [0] should give ["a b"] but gives [].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    starts = []
    start = 0
    while start < len(words):
        starts.append(start)
        if start + size >= len(words):
            break
        start += step

    texts = []
    group_start = None
    group_end = None
    for h in sorted(set(hits)):
        if not 0 <= h < len(starts):
            continue
        s = starts[h]
        e = min(s + size, len(words))
        if group_start is not None and s < group_end:
            group_end = max(group_end, e)
            continue
        if group_start is not None:
            texts.append(" ".join(words[group_start:group_end]))
        group_start, group_end = s, e
    if group_start:
        texts.append(" ".join(words[group_start:group_end]))
    return texts
