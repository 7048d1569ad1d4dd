# MISTAKE: Looks up the answer's first word in a dict built from the chunk, which keeps only the last position of a repeated word: "a b a c", size 4, overlap 0, answer "a b" should give True but gives False.
"""Does some chunk hold the whole answer sentence?"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    answer_words = answer.split()
    if not answer_words:
        return False
    length = len(answer_words)
    words = text.split()
    start = 0
    while words:
        chunk = words[start:start + size]
        where = {word: i for i, word in enumerate(chunk)}  # word -> position, O(1) look-up
        i = where.get(answer_words[0])
        if i is not None and chunk[i:i + length] == answer_words:
            return True
        if start + size >= len(words):
            break
        start += size - overlap
    return False
