# MISTAKE: Stops after the window whose end reaches len(words) - 1, the index of the last word, mixing that index with the window's exclusive end, so when a window ends just before the last word the cut stops there and the last word is in no chunk: "a b c", size 2, overlap 0, answer "c" should give True (chunks "a b", "c") but gives False.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    start = 0
    while start < len(words):
        end = start + size
        chunk = words[start:end]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
        if end >= len(words) - 1:
            break
        start += step
    return False
