# MISTAKE: Leaves the function with a bare return for an answer with no words, so it returns None instead of the bool False: "a b c", size 2, overlap 0, answer "  " should give False but gives None.
"""Does some chunk hold the whole answer as a run of words?"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    wanted = answer.split()
    if not wanted:
        return
    words = text.split()
    n = len(wanted)
    step = size - overlap
    for start in range(0, len(words), step):
        chunk = words[start:start + size]
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == wanted:
                return True
        if start + size >= len(words):
            break
    return False
