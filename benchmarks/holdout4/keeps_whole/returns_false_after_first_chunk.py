# MISTAKE: The `return False` sits in the else branch inside the loop over chunks, so only the first chunk is ever searched: "a b c d", size 2, overlap 0, answer "c d" should give True but gives False.
from __future__ import annotations


def _holds(chunk: list[str], a: list[str]) -> bool:
    return any(chunk[i:i + len(a)] == a for i in range(len(chunk) - len(a) + 1))


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    a = answer.split()
    if not a:
        return False
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step
    for chunk in chunks:
        if _holds(chunk, a):
            return True
        else:
            return False
    return False
