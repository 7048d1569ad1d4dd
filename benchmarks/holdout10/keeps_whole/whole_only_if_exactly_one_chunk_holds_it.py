# MISTAKE: Reads "kept whole in one chunk" as "exactly one chunk holds it" and counts the chunks that hold the answer, returning count == 1, so an answer that sits in the overlap of two neighbouring chunks is reported as not whole: "a b c d", size 3, overlap 2, answer "b c" should give True (chunks "a b c", "b c d") but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    holding = 0
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        if any(chunk[i:i + len(target)] == target for i in range(len(chunk) - len(target) + 1)):
            holding += 1
        if start + size >= len(words):
            break
        start += step
    return holding == 1
