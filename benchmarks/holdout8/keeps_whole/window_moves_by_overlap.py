# MISTAKE: Moves the window by overlap words (by size only when overlap is 0) instead of by size - overlap, so the chunks start in the wrong places: "a b c d e f", size 4, overlap 1, answer "b c d e" should give False (chunks "a b c d", "d e f") but gives True (it builds a window "b c d e").
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    words = text.split()
    step = overlap if overlap > 0 else size
    k = len(answer_words)
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        for i in range(start, end - k + 1):
            if words[i:i + k] == answer_words:
                return True
        if end == len(words):
            break
        start += step
    return False
