# MISTAKE: Compares each piece's similarity with piece 0's instead of with the best so far, so the last piece that beats piece 0 wins even when an earlier piece is more similar: ["x", "money", "money card"], question "money" should give (1, 1.0) but gives (2, 0.7071067811865475).
from __future__ import annotations

import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(c * b[w] for w, c in a.items())
    norm = math.sqrt(sum(c * c for c in a.values())) * math.sqrt(sum(c * c for c in b.values()))
    return dot / norm


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    scores = [_cosine(q, _vector(piece)) for piece in chunks]
    best = 0
    for i in range(1, len(scores)):
        if scores[i] > scores[0] + 1e-9:
            best = i
    return (best, scores[best])
