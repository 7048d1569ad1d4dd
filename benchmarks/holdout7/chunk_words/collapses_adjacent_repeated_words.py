# MISTAKE: Drops a word that repeats the word right before it (to clean up typos like "the the"), although repeated words are ordinary words: "a a b", size 3, overlap 0 should give ["a a b"] but gives ["a b"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words: list[str] = []
    for word in text.split():
        if words and words[-1] == word:
            continue
        words.append(word)
    if not words:
        return []
    step = size - overlap
    chunks: list[str] = []
    start = 0
    while start < len(words):
        end = start + size
        chunks.append(" ".join(words[start:end]))
        if end >= len(words):
            break
        start += step
    return chunks
