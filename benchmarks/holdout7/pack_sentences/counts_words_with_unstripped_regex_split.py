# MISTAKE: Counts a sentence's words as len(re.split(r"\s+", sentence)) without stripping it first, so whitespace at either end adds an empty "word" and pieces close too early: ["a b ", "c d"], limit 4 should give ["a b c d"] but gives ["a b", "c d"].
from __future__ import annotations

import re


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    count = 0
    for sentence in sentences:
        if not sentence.strip():
            continue
        n = len(re.split(r"\s+", sentence))
        if current and count + n > limit:
            pieces.append(" ".join(current))
            current = []
            count = 0
        current.extend(sentence.split())
        count += n
    if current:
        pieces.append(" ".join(current))
    return pieces
