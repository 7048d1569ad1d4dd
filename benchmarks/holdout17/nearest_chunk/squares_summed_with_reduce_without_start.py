# MISTAKE: Adds up the squared counts with functools.reduce(lambda total, n: total + n * n, v.values()) and no start value, so reduce starts from the first count itself, not squared: a length is right while the first counted word of the text occurs once, and wrong when it repeats: ["money money back"], question "money" should give (0, 0.8944271909999159) but gives (0, 1.1547005383792517).
"""Find the piece most similar to a question, and how similar it is.

A text's vector counts its words: lower-case the text, split it at whitespace (str.split()) and
leave out the words in STOP_WORDS. The similarity of two vectors is their cosine: the dot
product divided by the square root of the product of their squared lengths, or 0.0 when either
has no words. Return (index, similarity) of the piece in `chunks` most similar to `question`,
counting from 0. Similarities closer than 1e-9 are a tie, and the earliest piece of a tie wins.
No pieces: (-1, 0.0). Run `kata show nearest_chunk` for the lesson.
"""

from __future__ import annotations

import functools
import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def squared_length(v):
    return functools.reduce(lambda total, n: total + n * n, v.values()) if v else 0


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = vector(question)
    qq = squared_length(q)
    best = (-1, 0.0)
    for i, piece in enumerate(chunks):
        c = vector(piece)
        sim = 0.0
        if q and c:
            sim = sum(n * c[w] for w, n in q.items()) / math.sqrt(qq * squared_length(c))
        if best[0] < 0 or sim > best[1] + 1e-9:
            best = (i, sim)
    return best
