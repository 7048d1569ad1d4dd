# MISTAKE: Returns None as the index when there are no pieces, Python's usual "nothing", where the lesson asks for -1; solve([], "money") -> right (-1, 0.0), file gives (None, 0.0)
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
    return Counter(word for word in text.lower().split() if word not in STOP_WORDS)


def _cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(count * b.get(word, 0) for word, count in a.items())
    return dot / math.sqrt(sum(c * c for c in a.values()) * sum(c * c for c in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return None, 0.0
    question_vector = _vector(question)
    best_index, best = 0, _cosine(question_vector, _vector(chunks[0]))
    for index in range(1, len(chunks)):
        similarity = _cosine(question_vector, _vector(chunks[index]))
        if similarity > best + 1e-9:
            best_index, best = index, similarity
    return best_index, best
