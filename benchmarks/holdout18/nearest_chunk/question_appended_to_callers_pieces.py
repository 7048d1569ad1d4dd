# MISTAKE: puts the question at the end of the pieces to build all the vectors in one go with texts = chunks; texts.append(question), which is the caller's list itself, not a copy, so the list passed in keeps the question as one more piece and a second call with it scores the question against itself: pieces = ["card", "money back"]; solve(pieces, "money") rightly gives (1, 0.7071067811865475), but the same call again should give (1, 0.7071067811865475) and gives (2, 1.0).
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
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _cosine(q, c):
    qq = sum(n * n for n in q.values())
    cc = sum(n * n for n in c.values())
    if qq == 0 or cc == 0:
        return 0.0
    return sum(q[w] * c[w] for w in q) / math.sqrt(qq * cc)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    texts = chunks
    texts.append(question)
    vectors = [_vector(t) for t in texts]
    q = vectors.pop()
    best_i, best_sim = -1, 0.0
    for i, c in enumerate(vectors):
        sim = _cosine(q, c)
        if best_i == -1 or sim > best_sim + 1e-9:
            best_i, best_sim = i, sim
    return (best_i, best_sim)
