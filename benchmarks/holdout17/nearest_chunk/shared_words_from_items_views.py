# MISTAKE: Finds the shared words for the dot product with q.items() & c.items(), but items views hold (word, count) pairs, so a word counts as shared only when it has the same count in both vectors, and a shared word that occurs more often on one side adds nothing: ["money money back"], question "money back" should give (0, 0.9486832980505138) but gives (0, 0.31622776601683794).
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


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = vector(question)
    best_index, best_sim = 0, 0.0
    for i, piece in enumerate(chunks):
        c = vector(piece)
        if not q or not c:
            sim = 0.0
        else:
            dot = 0
            for word, count in q.items() & c.items():
                dot += count * c[word]
            sim = dot / math.sqrt(sum(n * n for n in q.values()) * sum(n * n for n in c.values()))
        if i == 0 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return (best_index, best_sim)
