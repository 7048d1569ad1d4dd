# MISTAKE: Skips a chunk as too short with len(chunk) <= len(answer) instead of <, so a chunk that holds exactly the answer's words (often the short last chunk) is never searched: "a b c", size 2, overlap 0, answer "c" should give True (last chunk "c") but gives False.
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
        if len(chunk) <= len(target):
            continue
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
    return False
