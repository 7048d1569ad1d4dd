# MISTAKE: Writes the cosine as dot / math.sqrt(qq) * math.sqrt(cc), which by operator precedence multiplies by the piece's length instead of dividing by it, so similarities are wrong (even above 1) and favour long pieces: ["money back card"], question "money" should give (0, 0.5773502691896258) but gives (0, 1.7320508075688772).
from __future__ import annotations

import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vec(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    qv = _vec(question)
    qq = sum(v * v for v in qv.values())
    best_i, best_s = 0, None
    for i, chunk in enumerate(chunks):
        cv = _vec(chunk)
        cc = sum(v * v for v in cv.values())
        if qq == 0 or cc == 0:
            s = 0.0
        else:
            dot = sum(qv[w] * cv[w] for w in qv)
            s = dot / math.sqrt(qq) * math.sqrt(cc)
        if best_s is None or s > best_s + 1e-9:
            best_i, best_s = i, s
    return (best_i, best_s)
