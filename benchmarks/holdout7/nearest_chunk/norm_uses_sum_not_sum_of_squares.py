# MISTAKE: Takes a vector's length as the square root of the sum of its counts instead of the sum of its counts squared, which is only right while every count is 1, so a repeated word gives a wrong (even above 1) similarity: ["money money back"], question "money back" should give (0, 0.9486832980505138) but gives (0, 1.224744871391589).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _length(vec: Counter) -> float:
    return math.sqrt(sum(vec.values()))


def _cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(count * b[word] for word, count in a.items())
    return dot / (_length(a) * _length(b))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    best_index, best_sim = 0, _cosine(_vector(chunks[0]), q)
    for i in range(1, len(chunks)):
        sim = _cosine(_vector(chunks[i]), q)
        if sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return (best_index, best_sim)
