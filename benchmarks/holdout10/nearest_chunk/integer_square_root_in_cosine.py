# MISTAKE: Takes the square root with math.isqrt, which for whole numbers returns the integer part of the root, so the lengths are rounded down and the similarities come out too high (even above 1): ["money back card"], question "money" should give (0, 0.5773502691896258) but gives (0, 1.0).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text: str) -> Counter:
    return Counter(word for word in text.lower().split() if word not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question)
    q_sq = sum(n * n for n in q.values())
    best_index, best_sim = -1, 0.0
    for i, chunk in enumerate(chunks):
        c = _vector(chunk)
        c_sq = sum(n * n for n in c.values())
        if q_sq == 0 or c_sq == 0:
            sim = 0.0
        else:
            dot = sum(q[w] * c[w] for w in q)
            sim = dot / math.isqrt(q_sq * c_sq)
        if best_index == -1 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return best_index, best_sim
