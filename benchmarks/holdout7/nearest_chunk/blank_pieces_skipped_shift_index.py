# MISTAKE: Leaves out the pieces with no words before searching and returns the index in that shorter list, so every piece after a blank one is named one place too early (and a list of blank pieces gives -1): ["", "money"], question "money" should give (1, 1.0) but gives (0, 1.0).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    pieces = [c for c in chunks if c.split()]
    if not pieces:
        return (-1, 0.0)
    q = _vector(question)
    q_sq = sum(n * n for n in q.values())
    best, best_sim = 0, None
    for i, piece in enumerate(pieces):
        v = _vector(piece)
        v_sq = sum(n * n for n in v.values())
        sim = 0.0 if q_sq == 0 or v_sq == 0 else sum(n * q[w] for w, n in v.items()) / math.sqrt(q_sq * v_sq)
        if best_sim is None or sim > best_sim + 1e-9:
            best, best_sim = i, sim
    return (best, best_sim)
