# MISTAKE: Strips punctuation off both ends of every word of the text and the answer before comparing, so words that differ only in punctuation count as equal: "the card, then cash", size 4, overlap 0, answer "card then" should give False (the word is "card,") but gives True.
from __future__ import annotations

import string


def _words(s: str) -> list[str]:
    return [w.strip(string.punctuation) for w in s.split()]


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = _words(answer)
    if not target:
        return False
    words = _words(text)
    step = size - overlap
    start = 0
    while start < len(words):
        chunk = words[start:start + size]
        for i in range(len(chunk) - len(target) + 1):
            if chunk[i:i + len(target)] == target:
                return True
        if start + size >= len(words):
            break
        start += step
    return False
