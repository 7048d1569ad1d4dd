# MISTAKE: takes the dot product to be the number of different words the two texts share, len(q.keys() & c.keys()), as in the lesson's example where every count is 1 ("the two share money and back, so the dot product is 2"), though the lengths use the counts, so a shared word that is repeated adds too little: ["money money back"], question "money money" should give (0, 0.8944271909999159) but gives (0, 0.22360679774997896).
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


def _cosine(q, c):
    qq = sum(n * n for n in q.values())
    cc = sum(n * n for n in c.values())
    if qq == 0 or cc == 0:
        return 0.0
    return len(q.keys() & c.keys()) / math.sqrt(qq * cc)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    vectors = [_vector(piece) for piece in chunks]
    best_i, best_sim = -1, 0.0
    for i, c in enumerate(vectors):
        sim = _cosine(q, c)
        if best_i == -1 or sim > best_sim + 1e-9:
            best_i, best_sim = i, sim
    return (best_i, best_sim)
