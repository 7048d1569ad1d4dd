# MISTAKE: Gathers the words of both vectors with words = c; words.update(q), meaning a new collection, but words is the piece's Counter itself, so the question's counts are added into the piece's vector before the dot product and lengths are taken; solve(["card"], "money") -> right (0, 0.0), file gives (0, 0.7071067811865475)
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


def _cosine(q: Counter, c: Counter) -> float:
    words = c
    words.update(q)
    dot = sum(q[w] * c[w] for w in words)
    qq = sum(q[w] ** 2 for w in words)
    cc = sum(c[w] ** 2 for w in words)
    if qq == 0 or cc == 0:
        return 0.0
    return dot / math.sqrt(qq * cc)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    best_index, best = -1, 0.0
    for i, chunk in enumerate(chunks):
        similarity = _cosine(q, _vector(chunk))
        if best_index == -1 or similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)
