# MISTAKE: Counts the chunks that hold the answer and returns that count instead of a bool, so an answer held by two overlapping chunks gives 2, not True (and a miss gives 0, not False): "a b c d", size 3, overlap 2, answer "b c" should give True but gives 2.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    a = answer.split()
    if not a:
        return False
    words = text.split()
    step = size - overlap
    found = 0
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        if any(chunk[i:i + len(a)] == a for i in range(len(chunk) - len(a) + 1)):
            found += 1
        if start + size >= len(words):
            break
        start += step
    return found
