# MISTAKE: Tries the answer only at positions 0, L, 2L, ... of a chunk (range with step len(answer)), so a run starting anywhere else is missed: "a b c", size 3, overlap 0, answer "b c" should give True but gives False.
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
        for i in range(0, len(chunk), len(a)):
            if chunk[i:i + len(a)] == a:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
