# MISTAKE: Works out the question's length from its word counts before the stop words are taken out (the dot product leaves them out), so every similarity is too small when the question holds stop words, though the piece named is the same: ["money"], question "the money" should give (0, 1.0) but gives (0, 0.7071067811865475).
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
    all_counts = Counter(question.lower().split())
    q_length = math.sqrt(sum(n * n for n in all_counts.values()))
    q = Counter({w: n for w, n in all_counts.items() if w not in STOP_WORDS})
    best_index, best = 0, -1.0
    for i, piece in enumerate(chunks):
        c = Counter(w for w in piece.lower().split() if w not in STOP_WORDS)
        if not q or not c:
            sim = 0.0
        else:
            dot = sum(n * c[w] for w, n in q.items())
            sim = dot / (q_length * math.sqrt(sum(n * n for n in c.values())))
        if sim > best + 1e-9:
            best_index, best = i, sim
    return (best_index, best)
