# MISTAKE: Compares chunk[i:i + size] with the answer's words instead of chunk[i:i + len(answer)], so a slice only equals the answer when the answer runs to the end of its chunk: "a b c", size 3, overlap 0, answer "a b" should give True but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = answer.split()
    if not target:
        return False
    step = size - overlap

    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step

    for chunk in chunks:
        for i in range(len(chunk)):
            if chunk[i:i + size] == target:
                return True
    return False
