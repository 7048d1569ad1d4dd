# MISTAKE: Lower-cases the question but not the pieces, so a word written with a capital letter in a piece never matches (and capitalised stop words stay in its vector): ["Money back", "money"], question "money back" should give (0, 1.0) but gives (1, 0.7071067811865475).
from __future__ import annotations

import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(words: list[str]) -> Counter:
    return Counter(w for w in words if w not in STOP_WORDS)


def _similarity(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a if w in b)
    la = math.sqrt(sum(v * v for v in a.values()))
    lb = math.sqrt(sum(v * v for v in b.values()))
    return dot / (la * lb)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question.lower().split())
    best_index, best = -1, 0.0
    for index, chunk in enumerate(chunks):
        sim = _similarity(q, _vector(chunk.split()))
        if best_index < 0 or sim > best + 1e-9:
            best_index, best = index, sim
    return (best_index, best)
