# MISTAKE: Squares the counts for the vector lengths with n ^ 2, which in Python is bitwise XOR, not a power, so a count of 1 adds 3, a count of 2 adds 0 and every similarity comes out wrong; solve(['money back'], 'money') -> right (0, 0.7071067811865475), file gives (0, 0.23570226039551587)
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
    q = Counter(w for w in question.lower().split() if w not in STOP_WORDS)
    q_length = math.sqrt(sum(n ^ 2 for n in q.values()))
    best_index, best = -1, 0.0
    for i, chunk in enumerate(chunks):
        c = Counter(w for w in chunk.lower().split() if w not in STOP_WORDS)
        c_length = math.sqrt(sum(n ^ 2 for n in c.values()))
        if q_length and c_length:
            similarity = sum(q[w] * c[w] for w in q) / (q_length * c_length)
        else:
            similarity = 0.0
        if best_index == -1 or similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)
