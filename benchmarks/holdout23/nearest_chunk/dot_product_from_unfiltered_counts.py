# MISTAKE: Works out the dot product from the word counts taken before the stop words are left out while the lengths use the filtered vectors, so shared stop words add to the dot product and a similarity can pass 1; solve(["the money"], "the money") -> right (0, 1.0), file gives (0, 2.0)
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
    question_counts = Counter(question.lower().split())
    question_vector = {w: n for w, n in question_counts.items() if w not in STOP_WORDS}
    question_length = math.sqrt(sum(n * n for n in question_vector.values()))
    best_index, best = -1, 0.0
    for index, chunk in enumerate(chunks):
        chunk_counts = Counter(chunk.lower().split())
        chunk_vector = {w: n for w, n in chunk_counts.items() if w not in STOP_WORDS}
        chunk_length = math.sqrt(sum(n * n for n in chunk_vector.values()))
        if question_length and chunk_length:
            dot = sum(n * chunk_counts[w] for w, n in question_counts.items())
            similarity = dot / (question_length * chunk_length)
        else:
            similarity = 0.0
        if best_index == -1 or similarity > best + 1e-9:
            best_index, best = index, similarity
    return best_index, best
