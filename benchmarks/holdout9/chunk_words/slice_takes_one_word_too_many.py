# MISTAKE: Takes the index of a window's last word to be start + size and slices up to it inclusive (words[start:last + 1]), so every chunk that is not cut short by the end of the text holds size + 1 words: "a b c d e", size 2, overlap 0 should give ["a b", "c d", "e"] but gives ["a b c", "c d e"] (texts of at most size words are right).
"""Cut a text into overlapping chunks of words."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    chunks = []
    start = 0
    while True:
        last = start + size
        chunks.append(" ".join(words[start:last + 1]))
        if last >= len(words) - 1:
            break
        start += step
    return chunks
