# MISTAKE: Only checks that the answer has at most size words and occurs as a run somewhere in the text, never where the chunk borders fall, so an answer cut in two by a border counts as whole: "a b c d", size 2, overlap 0, answer "b c" should give False (chunks "a b", "c d") but gives True.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target or len(target) > size:
        return False
    words = text.split()
    n = len(target)
    for i in range(len(words) - n + 1):
        if words[i:i + n] == target:
            return True
    return False
