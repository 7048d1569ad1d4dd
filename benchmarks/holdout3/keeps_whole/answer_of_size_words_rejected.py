# MISTAKE: Shortcuts with "if len(answer_words) >= size: return False", so an answer exactly size words long, which fits in a full chunk, is never found: "a b c d", size 2, overlap 0, answer "a b" should give True but gives False.
"""Does some chunk hold the whole answer as a run of words?"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    need = answer.split()
    if not need or len(need) >= size:
        return False
    words = text.split()
    k = len(need)
    start = 0
    while start < len(words):
        end = min(start + size, len(words))
        for i in range(start, end - k + 1):
            if words[i:i + k] == need:
                return True
        if end == len(words):
            break
        start += size - overlap
    return False
