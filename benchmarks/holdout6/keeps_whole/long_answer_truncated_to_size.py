# MISTAKE: Cuts an answer longer than size down to its first size words ("no chunk holds more"), so only its beginning has to be in a chunk: "a b c", size 2, overlap 0, answer "a b c" should give False but gives True.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()[:size]
    if not target:
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
