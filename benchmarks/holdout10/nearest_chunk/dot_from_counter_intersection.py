# MISTAKE: Works out the dot product as sum((q & c).values()), but Counter's & keeps the smaller count of each shared word rather than multiplying the counts, so a shared word repeated in the question or the piece adds too little: ["money money back"], question "money back" should give (0, 0.9486832980505138) but gives (0, 0.6324555320336759).
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vec(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _norm(v: Counter) -> float:
    return math.sqrt(sum(n * n for n in v.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vec(question)
    best = (-1, 0.0)
    for i, chunk in enumerate(chunks):
        c = _vec(chunk)
        if q and c:
            sim = sum((q & c).values()) / (_norm(q) * _norm(c))
        else:
            sim = 0.0
        if best[0] == -1 or sim > best[1] + 1e-9:
            best = (i, sim)
    return best
