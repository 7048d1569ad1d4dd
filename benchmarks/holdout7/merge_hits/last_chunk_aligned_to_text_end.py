# MISTAKE: Makes the last chunk a full one by taking the last size words of the text instead of starting it one step after the chunk before, so a short last chunk reaches back too far: "a b c d e", size 3, overlap 0, hits [1] should give ["d e"] but gives ["c d e"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    if n == 0:
        return []
    step = size - overlap
    spans = []
    start = 0
    while True:
        if start + size >= n:
            spans.append((max(0, n - size), n))
            break
        spans.append((start, start + size))
        start += step

    keep = sorted({h for h in hits if 0 <= h < len(spans)})
    out = []
    cur_lo = cur_hi = None
    for h in keep:
        lo, hi = spans[h]
        if cur_hi is not None and lo < cur_hi:
            cur_hi = max(cur_hi, hi)
            continue
        if cur_hi is not None:
            out.append(" ".join(words[cur_lo:cur_hi]))
        cur_lo, cur_hi = lo, hi
    if cur_hi is not None:
        out.append(" ".join(words[cur_lo:cur_hi]))
    return out
