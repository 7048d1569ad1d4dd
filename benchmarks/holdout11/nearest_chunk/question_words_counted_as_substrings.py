# MISTAKE: Works out the dot product with piece.lower().count(word), which counts the question word wherever it occurs as a piece of the text, not as a whole word, so "money" is counted inside "moneyback": ["moneyback"], question "money" should give (0, 0.0) but gives (0, 1.0).
from __future__ import annotations

import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = vector(question)
    q_len = math.sqrt(sum(c * c for c in q.values()))
    best_index, best = -1, 0.0
    for i, piece in enumerate(chunks):
        p = vector(piece)
        if not q or not p:
            s = 0.0
        else:
            lowered = piece.lower()
            dot = sum(count * lowered.count(word) for word, count in q.items())
            p_len = math.sqrt(sum(c * c for c in p.values()))
            s = dot / (q_len * p_len)
        if best_index == -1 or s > best + 1e-9:
            best_index, best = i, s
    return (best_index, best)
