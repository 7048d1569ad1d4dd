# MISTAKE: Starts the search at index 0 with similarity 0.0 and returns them unchanged when the loop never runs, so an empty list of pieces names piece 0: [], question "money" should give (-1, 0.0) but gives (0, 0.0).
from __future__ import annotations

import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _counts(text: str) -> Counter:
    return Counter(word for word in text.lower().split() if word not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _counts(question)
    q_len = math.sqrt(sum(c * c for c in q.values()))
    best, best_score = 0, 0.0
    for i, piece in enumerate(chunks):
        p = _counts(piece)
        p_len = math.sqrt(sum(c * c for c in p.values()))
        if q_len == 0 or p_len == 0:
            score = 0.0
        else:
            score = sum(c * p[w] for w, c in q.items()) / (q_len * p_len)
        if score > best_score + 1e-9:
            best, best_score = i, score
    return best, best_score
