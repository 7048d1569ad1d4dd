# MISTAKE: sums the question's squared counts over its list of counted words (q[w] ** 2 for w in q_words) instead of its distinct words, so a repeated question word is squared once per occurrence and every similarity is too small: ["money"], question "money money" should give (0, 1.0) but gives (0, 0.7071067811865475).
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


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q_words = [w for w in question.lower().split() if w not in STOP_WORDS]
    q = Counter(q_words)
    q_squared = sum(q[w] ** 2 for w in q_words)
    best_index, best_similarity = 0, 0.0
    for i, piece in enumerate(chunks):
        c = Counter(w for w in piece.lower().split() if w not in STOP_WORDS)
        if q and c:
            dot = sum(q[w] * c[w] for w in q)
            similarity = dot / math.sqrt(q_squared * sum(v * v for v in c.values()))
        else:
            similarity = 0.0
        if i == 0 or similarity > best_similarity + 1e-9:
            best_index, best_similarity = i, similarity
    return (best_index, best_similarity)
