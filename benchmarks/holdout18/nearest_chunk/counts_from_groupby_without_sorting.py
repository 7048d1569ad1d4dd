# MISTAKE: counts the words with {w: len(list(run)) for w, run in itertools.groupby(words)}, but groupby only groups equal words that stand next to each other, so a word repeated further on gets the length of its last run instead of its count: ["money card money"], question "money" should give (0, 0.8944271909999159) but gives (0, 0.7071067811865475).
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
from itertools import groupby

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text):
    words = [w for w in text.lower().split() if w not in STOP_WORDS]
    return {w: len(list(run)) for w, run in groupby(words)}


def _cosine(q, c):
    qq = sum(n * n for n in q.values())
    cc = sum(n * n for n in c.values())
    if qq == 0 or cc == 0:
        return 0.0
    return sum(n * c.get(w, 0) for w, n in q.items()) / math.sqrt(qq * cc)


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
