# MISTAKE: Uses best similarity == 0.0 to mean "no piece chosen yet", so while the best so far scores 0.0 every later piece replaces it and a tie at 0.0 goes to the last piece of the run: ["card", "back"], question "money" should give (0, 0.0) but gives (1, 0.0).
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


def vector(text):
    return Counter(word for word in text.lower().split() if word not in STOP_WORDS)


def cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(count * b[word] for word, count in a.items())
    return dot / math.sqrt(sum(c * c for c in a.values()) * sum(c * c for c in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    question_vector = vector(question)
    best_index, best_sim = 0, 0.0
    for i, piece in enumerate(chunks):
        sim = cosine(question_vector, vector(piece))
        if best_sim == 0.0 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return (best_index, best_sim)
