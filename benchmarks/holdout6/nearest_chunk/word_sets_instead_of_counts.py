# MISTAKE: Builds each vector from the set of distinct words (every count 1) instead of counting them, so repeated words do not weigh more: ["money money back"], question "money back" should give (0, 0.9486832980505138) but gives (0, 1.0).
from __future__ import annotations

import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text: str) -> Counter:
    return Counter(set(w for w in text.lower().split() if w not in STOP_WORDS))


def _cosine(p: Counter, q: Counter) -> float:
    if not p or not q:
        return 0.0
    dot = sum(count * q[word] for word, count in p.items())
    return dot / math.sqrt(sum(c * c for c in p.values()) * sum(c * c for c in q.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question)
    best, best_sim = -1, 0.0
    for i, chunk in enumerate(chunks):
        sim = _cosine(_vector(chunk), q)
        if best == -1 or sim > best_sim + 1e-9:
            best, best_sim = i, sim
    return best, best_sim
