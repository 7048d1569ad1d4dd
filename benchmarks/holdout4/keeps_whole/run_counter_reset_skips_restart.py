# MISTAKE: Matches with a counter that drops to 0 on a mismatch without testing the mismatching word as a new start of the answer, so a run that begins right after a false start is missed: "a a b", size 3, overlap 0, answer "a b" should give True but gives False.
from __future__ import annotations


def _holds(chunk: list[str], a: list[str]) -> bool:
    matched = 0
    for word in chunk:
        if word == a[matched]:
            matched += 1
            if matched == len(a):
                return True
        else:
            matched = 0
    return False


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    a = answer.split()
    if not a:
        return False
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        if _holds(words[start:start + size], a):
            return True
        if start + size >= len(words):
            break
        start += step
    return False
