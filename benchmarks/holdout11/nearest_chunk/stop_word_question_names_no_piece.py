# MISTAKE: Returns (-1, 0.0) when the question has no counted words, as if there were no pieces, although every piece then ties at 0.0 and the first one is named: ["money"], question "the" should give (0, 0.0) but gives (-1, 0.0).
from __future__ import annotations

import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = vector(question)
    if not chunks or not q:
        return (-1, 0.0)
    best_index, best = -1, 0.0
    for i, piece in enumerate(chunks):
        s = cosine(q, vector(piece))
        if best_index == -1 or s > best + 1e-9:
            best_index, best = i, s
    return (best_index, best)
