# MISTAKE: Numbers the pieces from 1, as the seed page prints them, so every index is one too high: ["a b", "money"], question "money" should give (1, 1.0) but gives (2, 1.0).
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
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    best_piece, best_sim = 1, _cosine(q, _vector(chunks[0]))
    for number, piece in enumerate(chunks[1:], start=2):
        sim = _cosine(q, _vector(piece))
        if sim > best_sim + 1e-9:
            best_piece, best_sim = number, sim
    return (best_piece, best_sim)
