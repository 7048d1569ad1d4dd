# MISTAKE: Uses the lesson's remark that an answer of at most overlap + 1 words is always kept whole as a shortcut that returns True without checking the answer is in the text at all: "a b c", size 2, overlap 0, answer "z" should give False but gives True.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    a = answer.split()
    if not a:
        return False
    if len(a) <= overlap + 1:
        return True          # short answers always survive the cut
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(a) + 1):
            if chunk[i:i + len(a)] == a:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
