# MISTAKE: Computes the number of chunks as a ceiling with round(x + 0.5), but Python's round() sends halves to the even number, so when (words - overlap) / step is an odd whole number it makes one chunk too many (the last overlap words, or an empty chunk when overlap is 0): "a b c d e f g", size 3, overlap 1 should give ["a b c", "c d e", "e f g"] but gives ["a b c", "c d e", "e f g", "g"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    count = max(1, round((len(words) - overlap) / step + 0.5))
    return [" ".join(words[i * step:i * step + size]) for i in range(count)]
