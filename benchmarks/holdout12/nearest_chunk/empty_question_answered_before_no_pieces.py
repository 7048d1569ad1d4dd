# MISTAKE: Returns (0, 0.0) at once for a question with no counted words ("every piece ties at 0.0, the first wins") before it checks whether there are any pieces, so an empty list of pieces with such a question names piece 0: [], question "when do i" should give (-1, 0.0) but gives (0, 0.0).
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
    question_vector = vector(question)
    if not question_vector:
        return (0, 0.0)
    if not chunks:
        return (-1, 0.0)
    best_index, best_sim = 0, cosine(question_vector, vector(chunks[0]))
    for i in range(1, len(chunks)):
        sim = cosine(question_vector, vector(chunks[i]))
        if sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return (best_index, best_sim)
