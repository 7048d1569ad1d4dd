# MISTAKE: Stops when len(chunk) < size, but chunk is the joined string, so it measures characters instead of words and the short last window is usually not noticed: "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives an extra fourth chunk "mat".
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    chunks: list[str] = []
    start = 0
    while start < len(words):
        chunk = " ".join(words[start:start + size])
        chunks.append(chunk)
        if len(chunk) < size:
            break
        start += step
    return chunks
