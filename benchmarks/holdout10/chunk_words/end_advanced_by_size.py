# MISTAKE: Keeps the window's end in a variable of its own and moves it by size while the start moves by size - overlap, so the end runs ahead of start + size, the loop stops too soon and its last chunk (all the remaining words) holds more than size words: "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["the cat sat on", "sat on the red mat"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    chunks = []
    start, end = 0, size
    while end < len(words):
        chunks.append(" ".join(words[start:end]))
        start += step
        end += size
    chunks.append(" ".join(words[start:]))
    return chunks
