# MISTAKE: Starts from piece 0 and compares the others in range(1, len(chunks) - 1), one short, so the last piece is never scored unless it is the only one: ["card", "money"], question "money" should give (1, 1.0) but gives (0, 0.0).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / (math.sqrt(sum(v * v for v in a.values())) * math.sqrt(sum(v * v for v in b.values())))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = vector(question)
    best_index = 0
    best = cosine(q, vector(chunks[0]))
    for i in range(1, len(chunks) - 1):
        sim = cosine(q, vector(chunks[i]))
        if sim > best + 1e-9:
            best_index, best = i, sim
    return (best_index, best)
