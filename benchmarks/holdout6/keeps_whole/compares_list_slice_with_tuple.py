# MISTAKE: Keeps the answer's words as a tuple but compares it with slices of the chunk's word list, and a list never equals a tuple, so nothing is ever found: "a b", size 2, overlap 0, answer "a" should give True but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = tuple(answer.split())
    if not target:
        return False
    words = text.split()
    step = size - overlap
    n = len(target)
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == target:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
