# MISTAKE: Splits the answer to count its words but compares each joined run of the chunk with the raw answer string, so an answer with extra spaces, a tab or a trailing line break never matches: "a b c", size 3, overlap 0, answer "b c\n" should give True but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    answer_words = answer.split()
    if not answer_words:
        return False
    length = len(answer_words)
    step = size - overlap

    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        for i in range(start, end - length + 1):
            if " ".join(words[i:i + length]) == answer:
                return True
        if end >= len(words):
            break
        start += step
    return False
