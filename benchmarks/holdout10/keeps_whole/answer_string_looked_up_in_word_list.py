# MISTAKE: Builds each chunk as a list of words, as the stub suggests, and then tests "answer.strip() in chunk", which asks whether the whole answer string is one element of that list, so an answer of two or more words is never found: "a b c", size 3, overlap 0, answer "a b" should give True but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    if not answer.split():
        return False
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        if answer.strip() in chunk:
            return True
        if start + size >= len(words):
            break
        start += step
    return False
