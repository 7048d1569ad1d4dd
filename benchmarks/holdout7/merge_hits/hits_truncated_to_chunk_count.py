# MISTAKE: Cuts the hit list down to as many hits as there are chunks before dropping repeats and invalid numbers, so a valid hit that comes after repeated or out-of-range ones is lost: "a b c d", size 2, overlap 0, hits [5, 7, 1] should give ["c d"] but gives [].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    chunk_starts = list(range(0, max(len(words) - overlap, 1), step))
    n_chunks = len(chunk_starts)

    hits = hits[:n_chunks]
    wanted = sorted({h for h in hits if 0 <= h < n_chunks})

    pieces = []
    for h in wanted:
        start = chunk_starts[h]
        end = min(start + size, len(words))
        if pieces and start < pieces[-1][1]:
            pieces[-1] = (pieces[-1][0], max(pieces[-1][1], end))
        else:
            pieces.append((start, end))
    return [" ".join(words[a:b]) for a, b in pieces]
