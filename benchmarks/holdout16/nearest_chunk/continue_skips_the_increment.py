# MISTAKE: Walks the pieces with a while loop and, for a piece or question with no counted words, records a 0.0 score and says continue before the i += 1 at the bottom of the loop, so the same piece is looked at again forever: ["", "money"], question "money" should give (1, 1.0) but never returns.
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


def _vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _length(v: Counter) -> float:
    return math.sqrt(sum(n * n for n in v.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question)
    best_i, best_sim = -1, 0.0
    i = 0
    while i < len(chunks):
        c = _vector(chunks[i])
        if not q or not c:
            if best_i == -1:
                best_i, best_sim = i, 0.0
            continue
        dot = sum(q[w] * c[w] for w in q)
        sim = dot / (_length(q) * _length(c))
        if best_i == -1 or sim > best_sim + 1e-9:
            best_i, best_sim = i, sim
        i += 1
    return best_i, best_sim
