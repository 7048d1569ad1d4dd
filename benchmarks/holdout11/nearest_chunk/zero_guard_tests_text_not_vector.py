# MISTAKE: Returns 0.0 only when the question or the piece is blank text, not when its vector is empty, so a piece (or question) made only of stop words divides by zero: ["the"], question "money" should give (0, 0.0) but raises ZeroDivisionError.
from __future__ import annotations

import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(question, piece):
    if not question.strip() or not piece.strip():
        return 0.0
    q = vector(question)
    p = vector(piece)
    dot = sum(q[w] * p[w] for w in q)
    q_len = math.sqrt(sum(c * c for c in q.values()))
    p_len = math.sqrt(sum(c * c for c in p.values()))
    return dot / (q_len * p_len)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    best_index, best = -1, 0.0
    for i, piece in enumerate(chunks):
        s = cosine(question, piece)
        if best_index == -1 or s > best + 1e-9:
            best_index, best = i, s
    return (best_index, best)
