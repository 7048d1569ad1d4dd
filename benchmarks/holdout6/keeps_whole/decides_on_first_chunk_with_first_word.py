# MISTAKE: Returns the verdict of the first chunk that holds the answer's first word, without going on to later chunks: "a x a b", size 2, overlap 0, answer "a b" should give True (chunk "a b") but gives False (chunk "a x" has "a" but not the run).
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    n = len(target)
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        if target[0] in chunk:
            return any(chunk[i:i + n] == target for i in range(len(chunk) - n + 1))
        if start + size >= len(words):
            break
        start += step
    return False
