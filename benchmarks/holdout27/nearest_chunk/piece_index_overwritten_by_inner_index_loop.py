# MISTAKE: Builds dense count lists over the two texts' sorted words and adds up the dot product with an inner "for i in range(len(vocabulary))" that reuses the piece loop's i, so the index kept for the best piece is the last vocabulary position; solve(["money card"], "money") -> right (0, 0.7071067811865475), file gives (1, 0.7071067811865475)
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
        return (-1, 0.0)
    q = _vector(question)
    best_index, best = -1, 0.0
    for i, piece in enumerate(chunks):
        c = _vector(piece)
        vocabulary = sorted(set(q) | set(c))
        qv = [q[word] for word in vocabulary]
        cv = [c[word] for word in vocabulary]
        dot = 0
        for i in range(len(vocabulary)):
            dot += qv[i] * cv[i]
        if q and c:
            sim = dot / math.sqrt(sum(v * v for v in qv) * sum(v * v for v in cv))
        else:
            sim = 0.0
        if best_index < 0 or sim > best + 1e-9:
            best_index, best = i, sim
    return (best_index, best)
