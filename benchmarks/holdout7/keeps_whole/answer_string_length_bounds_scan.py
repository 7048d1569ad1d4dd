# MISTAKE: Bounds the scan inside a chunk with len(answer), the answer's length in characters, instead of the number of its words, so runs that start later in the chunk are never tried: "a b c", size 3, overlap 0, answer "b c" should give True but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    words = text.split()
    if not words:
        return False

    chunks = []
    step = size - overlap
    start = 0
    while True:
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step

    for chunk in chunks:
        for i in range(len(chunk) - len(answer) + 1):
            if chunk[i:i + len(answer_words)] == answer_words:
                return True
    return False
