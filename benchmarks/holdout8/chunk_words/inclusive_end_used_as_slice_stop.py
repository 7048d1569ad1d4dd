# MISTAKE: Computes the window's last word as the inclusive index start + size - 1 (as in "words 0–3") but then uses it as the exclusive end of the slice, so every full chunk loses its last word (size 1 gives empty chunks): "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat", "sat on the", "the red mat"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    chunks = []
    start = 0
    while True:
        end = start + size - 1
        chunks.append(" ".join(words[start:end]))
        if end >= len(words) - 1:
            break
        start += step
    return chunks
