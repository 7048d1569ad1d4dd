# MISTAKE: Builds the vectors as lists over a vocabulary of the question's words only, so a piece's other words never count in its length and a piece with extra words scores as high as one without; solve(["money card", "money"], "money") -> right (1, 1.0), file gives (0, 1.0)
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


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return -1, 0.0
    question_counts = _vector(question)
    vocabulary = sorted(question_counts)
    question_vector = [question_counts[word] for word in vocabulary]
    question_length = math.sqrt(sum(n * n for n in question_vector))
    best_index, best = 0, -1.0
    for index, chunk in enumerate(chunks):
        chunk_counts = _vector(chunk)
        chunk_vector = [chunk_counts[word] for word in vocabulary]
        chunk_length = math.sqrt(sum(n * n for n in chunk_vector))
        if question_length and chunk_length:
            similarity = sum(a * b for a, b in zip(question_vector, chunk_vector)) / (question_length * chunk_length)
        else:
            similarity = 0.0
        if similarity > best + 1e-9:
            best_index, best = index, similarity
    return best_index, best
