# MISTAKE: Returns (i, 1.0) at once for the first piece whose words are the question's words (ignoring case), but such a piece can score 0.0 (only stop words) or tie with an earlier piece: ["the end", "the"], question "The" should give (0, 0.0) but gives (1, 1.0).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _counts(words: list[str]) -> Counter:
    return Counter(w for w in words if w not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q_words = question.lower().split()
    for i, chunk in enumerate(chunks):
        if chunk.lower().split() == q_words:
            return (i, 1.0)

    q = _counts(q_words)
    q_len = math.sqrt(sum(n * n for n in q.values()))
    best_i, best_s = 0, 0.0
    for i, chunk in enumerate(chunks):
        c = _counts(chunk.lower().split())
        c_len = math.sqrt(sum(n * n for n in c.values()))
        s = 0.0
        if q_len and c_len:
            s = sum(n * c[w] for w, n in q.items()) / (q_len * c_len)
        if s > best_s + 1e-9:
            best_i, best_s = i, s
    return (best_i, best_s)
