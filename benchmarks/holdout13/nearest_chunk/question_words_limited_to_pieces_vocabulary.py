# MISTAKE: Builds a vocabulary from the words of all the pieces first, as a vectorizer is fitted on the documents, and counts only the question's words that are in it, so a question word that no piece holds is left out of the question's length and every similarity comes out too high (the nearest piece is the same): ["money"], question "money back" should give (0, 0.7071067811865475) but gives (0, 1.0).
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


def _cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(c * c for c in a.values()) * sum(c * c for c in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    vectors = [Counter(w for w in piece.lower().split() if w not in STOP_WORDS) for piece in chunks]
    vocabulary = set()
    for vector in vectors:
        vocabulary.update(vector)
    q = Counter(w for w in question.lower().split() if w in vocabulary)
    best_index, best_sim = 0, _cosine(q, vectors[0])
    for i in range(1, len(vectors)):
        sim = _cosine(q, vectors[i])
        if sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return (best_index, best_sim)
