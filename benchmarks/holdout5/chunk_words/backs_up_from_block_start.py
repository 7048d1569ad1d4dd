# MISTAKE: Starts chunk k at k * size - overlap (a block start moved back by overlap) instead of k * (size - overlap), which is right for the second chunk only: "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "sat on the red", "mat"].
"""Overlapping word windows."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    chunks = []
    k = 0
    while words:
        # Block k would start at k * size; back up by `overlap` words so it
        # begins with the end of the block before it.
        start = max(0, k * size - overlap)
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        k += 1
    return chunks
