# MISTAKE: Lower-cases with str.casefold() instead of str.lower(), which also folds letters such as "ß" to "ss" (and final "ς" to "σ"), so words that differ under lower() are counted as the same word: ["strasse"], question "Straße" should give (0, 0.0) but gives (0, 1.0).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _counts(text: str) -> Counter:
    return Counter(word for word in text.casefold().split() if word not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _counts(question)
    q_len = math.sqrt(sum(c * c for c in q.values()))
    best, best_sim = 0, -1.0
    for index, piece in enumerate(chunks):
        p = _counts(piece)
        p_len = math.sqrt(sum(c * c for c in p.values()))
        if q_len == 0 or p_len == 0:
            sim = 0.0
        else:
            sim = sum(q[w] * p[w] for w in q) / (q_len * p_len)
        if sim > best_sim + 1e-9:
            best, best_sim = index, sim
    return (best, best_sim)
