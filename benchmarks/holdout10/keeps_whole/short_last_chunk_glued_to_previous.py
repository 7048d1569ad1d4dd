# MISTAKE: Glues a short last chunk onto the chunk before it (its words after the overlap), as some chunkers do with a small tail, so that chunk grows past size words and an answer running over the last border is found: "a b c d e", size 2, overlap 0, answer "d e" should give False (chunks "a b", "c d", "e") but gives True.
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
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step
    if len(chunks) > 1 and len(chunks[-1]) < size:
        tail = chunks.pop()
        chunks[-1] = chunks[-1] + tail[overlap:]
    for chunk in chunks:
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
    return False
