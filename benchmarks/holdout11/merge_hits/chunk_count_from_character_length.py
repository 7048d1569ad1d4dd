# MISTAKE: Counts the chunks with the stop rule run over len(text), the number of characters, instead of the number of words, so hits past the last real chunk are accepted and give empty texts or extra texts of the last words: "a b c d", size 2, overlap 0, hits [2] should give [] but gives [""].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap

    count = 0
    start = 0
    while start < len(text):
        count += 1
        if start + size >= len(text):
            break
        start += step

    good = sorted(set(h for h in hits if 0 <= h < count))

    result = []
    cur_start = cur_end = None
    for h in good:
        s = h * step
        e = min(s + size, len(words))
        if cur_end is not None and s < cur_end:
            cur_end = max(cur_end, e)
        else:
            if cur_end is not None:
                result.append(" ".join(words[cur_start:cur_end]))
            cur_start, cur_end = s, e
    if cur_end is not None:
        result.append(" ".join(words[cur_start:cur_end]))
    return result
