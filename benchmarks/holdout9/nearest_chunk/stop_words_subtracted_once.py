# MISTAKE: Leaves the stop words out with Counter subtraction (counts - Counter(STOP_WORDS)), which only takes 1 off each stop word's count, so a stop word that occurs twice or more stays in the vector: ["the the money"], question "money" should give (0, 1.0) but gives (0, 0.7071067811865475).
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

_STOP_COUNTS = Counter(STOP_WORDS)


def _counts(text: str) -> Counter:
    return Counter(text.lower().split()) - _STOP_COUNTS


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _counts(question)
    q_len = math.sqrt(sum(c * c for c in q.values()))
    best = (-1, 0.0)
    for i, chunk in enumerate(chunks):
        p = _counts(chunk)
        p_len = math.sqrt(sum(c * c for c in p.values()))
        if q_len == 0 or p_len == 0:
            sim = 0.0
        else:
            sim = sum(q[w] * p[w] for w in q) / (q_len * p_len)
        if best[0] == -1 or sim > best[1] + 1e-9:
            best = (i, sim)
    return best
