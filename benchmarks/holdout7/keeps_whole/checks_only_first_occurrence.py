# MISTAKE: Finds where the answer first occurs in the whole text and only asks whether a chunk holds that occurrence, so when the first occurrence is cut but a later one sits whole in a chunk the answer is missed: "x a b y a b", size 2, overlap 0, answer "a b" should give True (chunk "a b") but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    length = len(target)

    position = None
    for i in range(len(words) - length + 1):
        if words[i:i + length] == target:
            position = i
            break
    if position is None:
        return False

    step = size - overlap
    start = 0
    while True:
        end = start + size
        if start <= position and position + length <= end:
            return True
        if end >= len(words):
            return False
        start += step
