# MISTAKE: Sets found = (the answer is in this chunk) for every chunk instead of stopping at the first chunk that holds it, so only the last chunk's verdict is returned: "a b c d", size 2, overlap 0, answer "a b" should give True but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    n = len(target)
    found = False
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        found = any(chunk[i:i + n] == target for i in range(len(chunk) - n + 1))
        if start + size >= len(words):
            break
        start += step
    return found
