# MISTAKE: A later piece replaces the best one whenever its similarity is higher at all (sim > best), with no 1e-9 tolerance, so two equal cosines that floating point writes differently go to the later piece: ["money card", "money money money card card card"], question "money" should give (0, 0.7071067811865475) but gives (1, 0.7071067811865476).
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
    dot = sum(n * b[w] for w, n in a.items())
    return dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question)
    best_index, best_sim = -1, 0.0
    for i, piece in enumerate(chunks):
        sim = _cosine(q, _vector(piece))
        if best_index == -1 or sim > best_sim:
            best_index, best_sim = i, sim
    return best_index, best_sim
