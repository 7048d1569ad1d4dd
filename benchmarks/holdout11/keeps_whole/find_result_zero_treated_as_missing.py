# MISTAKE: Pads the chunk and the answer with spaces and tests chunk.find(answer) > 0, but find returns 0 for a match at the very start, so an answer that begins a chunk is not found there: "a b c d", size 2, overlap 0, answer "a b" should give True but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = " ".join(answer.split())
    if not target:
        return False
    words = text.split()
    step = size - overlap
    needle = " " + target + " "

    start = 0
    while start < len(words):
        chunk = " " + " ".join(words[start:start + size]) + " "
        if chunk.find(needle) > 0:
            return True
        if start + size >= len(words):
            break
        start += step
    return False
