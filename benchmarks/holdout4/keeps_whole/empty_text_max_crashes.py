# MISTAKE: Starts with a quick test against max(len(chunk) for chunk in chunks), and max() of nothing raises ValueError, so a text without words crashes instead of giving False: "", size 3, overlap 1, answer "a" should give False but raises ValueError.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    a = answer.split()
    if not a:
        return False
    words = text.split()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step
    if len(a) > max(len(chunk) for chunk in chunks):
        return False        # longer than any chunk: cannot be whole
    for chunk in chunks:
        for i in range(len(chunk) - len(a) + 1):
            if chunk[i:i + len(a)] == a:
                return True
    return False
