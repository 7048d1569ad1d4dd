# MISTAKE: picks the piece with the smallest angle, math.acos of the cosine, but the cosine written as dot / (sqrt(qq) * sqrt(cc)) can come out a hair above 1 for a piece pointing exactly the question's way, and acos then raises ValueError: ["money back card"], question "money back card" should give (0, 1.0) but raises ValueError (math domain error).
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

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    q_len = math.sqrt(sum(n * n for n in q.values()))
    best_i, best_angle, best_sim = -1, 0.0, 0.0
    for i, piece in enumerate(chunks):
        c = _vector(piece)
        c_len = math.sqrt(sum(n * n for n in c.values()))
        if q_len == 0 or c_len == 0:
            sim = 0.0
        else:
            sim = sum(q[w] * c[w] for w in q) / (q_len * c_len)
        angle = math.acos(sim)
        if best_i == -1 or angle < best_angle - 1e-9:
            best_i, best_angle, best_sim = i, angle, sim
    return (best_i, best_sim)
