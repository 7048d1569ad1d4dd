# MISTAKE: Reads the remark that an answer of at most overlap + 1 words is always kept whole as "a longer one never is" and returns False for every longer answer: "a b c", size 3, overlap 0, answer "a b" should give True but gives False.
"""Does some chunk hold the whole answer sentence?"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    # Only a sentence of at most overlap + 1 words is sure to survive the cut.
    if len(answer_words) > overlap + 1:
        return False
    length = len(answer_words)
    words = text.split()
    start = 0
    while words:
        chunk = words[start:start + size]
        for i in range(len(chunk) - length + 1):
            if chunk[i:i + length] == answer_words:
                return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
