# MISTAKE: Starts with piece 0 as the best at similarity 0.0 and scores only the pieces from 1 on, so piece 0 is never scored: ["money", "money card"], question "money" should give (0, 1.0) but gives (1, 0.7071067811865475).
from __future__ import annotations

import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = vector(question)
    best_index, best = 0, 0.0
    for i in range(1, len(chunks)):
        s = cosine(q, vector(chunks[i]))
        if s > best + 1e-9:
            best_index, best = i, s
    return (best_index, best)
