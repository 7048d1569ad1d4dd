# MISTAKE: Takes a vector's length to be len() of its Counter (the number of different words) instead of the square root of the sum of its counts squared, so a repeated word gives a wrong similarity (even above 1): ["money money back"], question "money back" should give (0, 0.9486832980505138) but gives (0, 1.5).
from __future__ import annotations

import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def similarity(a, b):
    if not a or not b:
        return 0.0
    dot = sum(count * b[word] for word, count in a.items())
    return dot / math.sqrt(len(a) * len(b))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = vector(question)
    best_index = 0
    best = similarity(q, vector(chunks[0]))
    for i in range(1, len(chunks)):
        s = similarity(q, vector(chunks[i]))
        if s > best + 1e-9:
            best_index, best = i, s
    return (best_index, best)
