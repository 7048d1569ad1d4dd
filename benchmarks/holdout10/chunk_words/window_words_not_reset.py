# MISTAKE: Collects each window's words in a list made once before the loop and never emptied, so every chunk also holds all the words of the chunks before it: "a b c d e", size 2, overlap 0 should give ["a b", "c d", "e"] but gives ["a b", "a b c d", "a b c d e"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    chunks = []
    window = []
    start = 0
    while start < len(words):
        for word in words[start:start + size]:
            window.append(word)
        chunks.append(" ".join(window))
        if start + size >= len(words):
            break
        start += step
    return chunks
