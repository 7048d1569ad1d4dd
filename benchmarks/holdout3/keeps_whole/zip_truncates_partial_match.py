# MISTAKE: Compares the answer with the chunk using all(a == b for a, b in zip(chunk[i:], answer)), and zip stops at the shorter side, so an answer whose beginning sits at the end of a chunk counts as found: "x y five days z", size 3, overlap 0, answer "five days" should give False (chunks "x y five" and "days z") but gives True.
"""Does some chunk hold the whole answer as a run of words?"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk)):
            if all(a == b for a, b in zip(chunk[i:], target)):
                return True
        if start + size >= len(words):
            break
        start += step
    return False
