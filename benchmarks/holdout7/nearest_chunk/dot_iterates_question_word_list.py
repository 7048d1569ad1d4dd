# MISTAKE: Works out the dot product by looping over the question's list of words rather than its distinct words, so a word repeated in the question is multiplied in once for every time it occurs: ["money back"], question "money money" should give (0, 0.7071067811865475) but gives (0, 1.414213562373095).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _words(text: str) -> list[str]:
    return [w for w in text.lower().split() if w not in STOP_WORDS]


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q_words = _words(question)
    q_counts = Counter(q_words)
    q_norm = math.sqrt(sum(n * n for n in q_counts.values()))

    best_i, best_s = -1, 0.0
    for i, chunk in enumerate(chunks):
        c_counts = Counter(_words(chunk))
        c_norm = math.sqrt(sum(n * n for n in c_counts.values()))
        if q_norm and c_norm:
            dot = sum(q_counts[w] * c_counts[w] for w in q_words)
            s = dot / (q_norm * c_norm)
        else:
            s = 0.0
        if best_i == -1 or s > best_s + 1e-9:
            best_i, best_s = i, s
    return (best_i, best_s)
