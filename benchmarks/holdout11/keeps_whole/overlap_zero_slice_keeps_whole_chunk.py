# MISTAKE: Builds each chunk as chunks[-1][-overlap:] plus the next size - overlap words, but with overlap 0 the slice [-0:] is the whole previous chunk, so chunks keep growing and an answer across a border is found: "a b c d", size 2, overlap 0, answer "b c" should give False (chunks "a b", "c d") but gives True.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = answer.split()
    if not target:
        return False
    step = size - overlap

    chunks = [words[:size]]
    pos = size
    while pos < len(words):
        chunks.append(chunks[-1][-overlap:] + words[pos:pos + step])
        pos += step

    for chunk in chunks:
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
    return False
