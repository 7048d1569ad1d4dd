# MISTAKE: Tests for an empty answer with "if not answer", which lets a whitespace-only answer through to answer.split()[0]: "a b", size 2, overlap 0, answer "  " should give False but raises IndexError.
"""Does some chunk hold the whole answer sentence?"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    if not answer:
        return False  # an empty answer is never found
    answer_words = answer.split()
    first = answer_words[0]
    length = len(answer_words)
    words = text.split()
    start = 0
    while words:
        chunk = words[start:start + size]
        if first in chunk:
            for i in range(len(chunk) - length + 1):
                if chunk[i:i + length] == answer_words:
                    return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
