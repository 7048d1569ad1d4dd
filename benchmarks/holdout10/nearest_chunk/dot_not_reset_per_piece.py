# MISTAKE: Sets the dot product to 0 once before the loop over the pieces instead of for each piece, so every piece's dot product also adds up those of the pieces before it and later pieces score too high: ["money", "money card"], question "money" should give (0, 1.0) but gives (1, 1.414213562373095).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = Counter(w for w in question.lower().split() if w not in STOP_WORDS)
    q_len = math.sqrt(sum(n * n for n in q.values()))
    best_index, best_sim = -1, 0.0
    dot = 0
    for i, chunk in enumerate(chunks):
        c = Counter(w for w in chunk.lower().split() if w not in STOP_WORDS)
        c_len = math.sqrt(sum(n * n for n in c.values()))
        for word, n in q.items():
            dot += n * c[word]
        sim = dot / (q_len * c_len) if q_len and c_len else 0.0
        if best_index == -1 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return best_index, best_sim
