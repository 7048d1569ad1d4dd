# MISTAKE: Keeps the question's counted words in a generator expression and builds the question's Counter from it inside the loop, but a generator can be read only once, so only the first piece is compared with the question and every later piece scores 0.0: ["card", "money"], question "money" should give (1, 1.0) but gives (0, 0.0).
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


def cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(count * b[word] for word, count in a.items())
    return dot / math.sqrt(sum(c * c for c in a.values()) * sum(c * c for c in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    question_words = (word for word in question.lower().split() if word not in STOP_WORDS)
    best_index, best_sim = -1, 0.0
    for i, piece in enumerate(chunks):
        question_vector = Counter(question_words)
        piece_vector = Counter(word for word in piece.lower().split() if word not in STOP_WORDS)
        sim = cosine(question_vector, piece_vector)
        if best_index == -1 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return (best_index, best_sim)
