# MISTAKE: Uses "if not best_index" to mean "no piece chosen yet", but index 0 is falsy too, so whenever piece 0 is the best so far the next piece replaces it whatever its similarity: ["money", "back"], question "money" should give (0, 1.0) but gives (1, 0.0).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vec(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _cos(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(n * b[w] for w, n in a.items())
    return dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vec(question)
    best_index = None
    best_sim = 0.0
    for i, chunk in enumerate(chunks):
        sim = _cos(_vec(chunk), q)
        if not best_index or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    if best_index is None:
        return (-1, 0.0)
    return (best_index, best_sim)
