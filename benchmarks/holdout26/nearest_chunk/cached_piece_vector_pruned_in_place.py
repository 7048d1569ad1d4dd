# MISTAKE: Gets every vector from an lru_cache'd helper and, after taking the piece's length, deletes from the piece's Counter the words the question lacks to make the dot product quicker, but that Counter is the cached one, so a piece text seen before (later in the list, or in a later call) gets a too short length; solve(['cat money', 'cat money'], 'money') -> right (0, 0.7071067811865475), file gives (1, 1.0)
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
from functools import lru_cache

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


@lru_cache(maxsize=None)
def _vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    q_squared = sum(n * n for n in q.values())
    best_index, best = -1, 0.0
    for i, chunk in enumerate(chunks):
        c = _vector(chunk)
        c_squared = sum(n * n for n in c.values())
        for w in list(c):
            if w not in q:
                del c[w]
        if q_squared and c_squared:
            similarity = sum(q[w] * c[w] for w in c) / math.sqrt(q_squared * c_squared)
        else:
            similarity = 0.0
        if best_index == -1 or similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)
