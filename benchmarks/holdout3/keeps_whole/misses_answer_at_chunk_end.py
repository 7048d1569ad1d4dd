# MISTAKE: Tries run positions range(len(chunk) - len(answer)) instead of up to len(chunk) - len(answer) inclusive, so an answer that ends on a chunk's last word is never found: "a b c d", size 4, overlap 0, answer "c d" should give True but gives False.
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
        for i in range(len(chunk) - len(target)):
            if chunk[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
