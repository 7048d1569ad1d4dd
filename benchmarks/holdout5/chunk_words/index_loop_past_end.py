# MISTAKE: Builds each chunk from words[i] for i in range(start, start + size) without clamping to the number of words, so a window that runs past the end raises IndexError: "the cat sat on the red mat", size 4, overlap 2 should end with "the red mat" but raises IndexError (so does any text shorter than size).
"""Overlapping word windows."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    chunks = []
    start = 0
    while True:
        end = start + size
        chunks.append(" ".join(words[i] for i in range(start, end)))
        if end >= len(words):
            break
        start += size - overlap
    return chunks
