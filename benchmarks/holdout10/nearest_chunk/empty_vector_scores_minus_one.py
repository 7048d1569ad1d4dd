# MISTAKE: Gives a piece or question with no counted words the similarity -1.0 instead of 0.0, so that such a piece never wins, but then a later piece that shares no word beats an earlier empty one, and a question of stop words only scores -1.0: ["the", "card"], question "money" should give (0, 0.0) but gives (1, 0.0).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def similarity(a, b):
    if not a or not b:
        return -1.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = vector(question)
    best_index, best_sim = -1, 0.0
    for i, chunk in enumerate(chunks):
        sim = similarity(q, vector(chunk))
        if best_index == -1 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return best_index, best_sim
