# MISTAKE: Counts the chunks as ceil(words / size), as if they did not overlap, so with an overlap there are too few chunks and a hit on one of the later ones is ignored: "a b c d e f", size 3, overlap 2, hits [3] should give ["d e f"] but gives [].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    n_chunks = (len(words) + size - 1) // size
    valid = sorted({h for h in hits if 0 <= h < n_chunks})
    if not valid:
        return []
    groups = []
    cur_start = valid[0] * step
    cur_end = min(cur_start + size, len(words))
    for h in valid[1:]:
        start = h * step
        end = min(start + size, len(words))
        if start < cur_end:
            cur_end = max(cur_end, end)
        else:
            groups.append((cur_start, cur_end))
            cur_start, cur_end = start, end
    groups.append((cur_start, cur_end))
    return [" ".join(words[a:b]) for a, b in groups]
