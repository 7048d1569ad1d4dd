# MISTAKE: The quick "too long for a chunk" test counts the answer's words as answer.strip().count(" ") + 1, so extra spaces inside the answer make it look longer than it is: "a b c", size 2, overlap 0, answer "a  b" (two spaces) should give True but gives False.
"""Does some chunk hold the whole answer as a run of words?"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    if not answer.strip():
        return False
    if answer.strip().count(" ") + 1 > size:
        return False
    target = answer.split()
    words = text.split()
    k = len(target)
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - k + 1):
            if chunk[i:i + k] == target:
                return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
