# MISTAKE: Calls its helper _is_run(small, big) with the arguments swapped, so it asks whether a chunk lies inside the answer: "a b c d", size 2, overlap 0, answer "a b c" should give False but gives True ("a b", size 2, answer "b" gives False instead of True).
"""Does some chunk hold the whole answer sentence?"""

from __future__ import annotations


def _is_run(small: list[str], big: list[str]) -> bool:
    """True when the words of small appear in big side by side, in order."""
    for i in range(len(big) - len(small) + 1):
        if big[i:i + len(small)] == small:
            return True
    return False


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    words = text.split()
    start = 0
    while words:
        chunk = words[start:start + size]
        if _is_run(chunk, answer_words):
            return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
