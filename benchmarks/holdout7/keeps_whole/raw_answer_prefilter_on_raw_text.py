# MISTAKE: Rejects early with "if answer.strip() not in text", a test on the raw strings, so an answer whose words are separated differently in the text (a line break, a tab or two spaces) is rejected before the word check runs: "a\nb c", size 3, overlap 0, answer "a b" should give True but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    if answer.strip() not in text:
        return False

    words = text.split()
    step = size - overlap
    n = len(target)
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == target:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
