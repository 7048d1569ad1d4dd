# MISTAKE: Slices each window as words[start:start + size + 1], one word more than size, so an answer that runs one word past a chunk's end is found: "a b c d", size 2, overlap 0, answer "b c" should give False (chunks "a b", "c d") but gives True.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size + 1])
        if start + size >= len(words):
            break
        start += step
    length = len(target)
    for chunk in chunks:
        for i in range(len(chunk) - length + 1):
            if chunk[i:i + length] == target:
                return True
    return False
