# MISTAKE: Writes the cosine's denominator as the square root of the question's squared length times itself (the same sum pasted twice) instead of times the piece's, so every similarity is the dot product over the question's squared length and a piece's other words no longer lower it: ["money back card", "money"], question "money" should give (1, 1.0) but gives (0, 1.0).
"""Find the piece most similar to a question, and how similar it is.

A text's vector counts its words: lower-case the text, split it at whitespace (str.split()) and
leave out the words in STOP_WORDS. The similarity of two vectors is their cosine: the dot
product divided by the square root of the product of their squared lengths, or 0.0 when either
has no words. Return (index, similarity) of the piece in `chunks` most similar to `question`,
counting from 0. Similarities closer than 1e-9 are a tie, and the earliest piece of a tie wins.
No pieces: (-1, 0.0). Run `kata show nearest_chunk` for the lesson.
"""

from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(q: Counter, c: Counter) -> float:
    if not q or not c:
        return 0.0
    dot = sum(q[w] * c[w] for w in q)
    return dot / math.sqrt(sum(v * v for v in q.values()) * sum(v * v for v in q.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = vector(question)
    best, best_sim = 0, cosine(q, vector(chunks[0]))
    for i in range(1, len(chunks)):
        sim = cosine(q, vector(chunks[i]))
        if sim > best_sim + 1e-9:
            best, best_sim = i, sim
    return (best, best_sim)
