# MISTAKE: Takes the lesson's warning that range(0, len(words), size - overlap) counts one chunk too many with an overlap literally and drops its last start whenever overlap > 0, which removes a real chunk when range was exact and leaves extra ones when it overshoots by more than one: "a b c d", size 3, overlap 1, hits [1] should give ["c d"] but gives [].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    starts = list(range(0, len(words), size - overlap))
    if overlap > 0 and starts:
        starts.pop()

    valid = sorted({h for h in hits if 0 <= h < len(starts)})
    merged = []
    for h in valid:
        s = starts[h]
        e = min(s + size, len(words))
        if merged and s < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], e)
        else:
            merged.append([s, e])
    return [" ".join(words[a:b]) for a, b in merged]
