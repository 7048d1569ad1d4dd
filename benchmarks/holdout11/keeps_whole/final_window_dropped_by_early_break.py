# MISTAKE: Breaks out of the window loop as soon as a window reaches the end of the text, before searching that window, so the last chunk (the only one for a text of at most size words) is never searched: "a b c d", size 2, overlap 0, answer "c d" should give True but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    words = text.split()
    target = answer.split()
    if not target:
        return False
    step = size - overlap
    n = len(target)

    start = 0
    while True:
        end = start + size
        if end >= len(words):
            break
        chunk = words[start:end]
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == target:
                return True
        start += step
    return False
