# MISTAKE: Moves each window forward by overlap words (by size only when overlap is 0) instead of by size - overlap, which agrees with the lesson's example (size 4, overlap 2) and whenever overlap is 0 or half of size, but not otherwise: "a b c d e", size 3, overlap 1 should give ["a b c", "c d e"] but gives ["a b c", "b c d", "c d e"].
"""Cut a text into overlapping chunks of words."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = overlap if overlap > 0 else size
    chunks = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
