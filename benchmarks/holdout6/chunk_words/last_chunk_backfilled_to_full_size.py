# MISTAKE: When the next window would run past the end it starts the last chunk size words before the end so it is full, instead of size - overlap after the one before: "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "sat on the red", "on the red mat"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    if len(words) <= size:
        return [" ".join(words)]
    step = size - overlap
    chunks = []
    start = 0
    while True:
        if start + size >= len(words):
            # the last window: keep it a full window by ending it on the last word
            start = len(words) - size
            chunks.append(" ".join(words[start:]))
            break
        chunks.append(" ".join(words[start:start + size]))
        start += step
    return chunks
