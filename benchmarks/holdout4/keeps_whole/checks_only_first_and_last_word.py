# MISTAKE: Looks for the answer's first word in a chunk and checks only that the answer's last word sits the right distance after it, never the words in between: "a x c", size 3, overlap 0, answer "a b c" should give False but gives True.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    a = answer.split()
    if not a:
        return False
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i, word in enumerate(chunk):
            j = i + len(a) - 1
            if word == a[0] and j < len(chunk) and chunk[j] == a[-1]:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
