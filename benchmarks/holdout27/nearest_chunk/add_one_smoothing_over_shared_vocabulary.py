# MISTAKE: Adds one to every count over the words of the two vectors together (add-one smoothing, so that no word has a zero count) before taking the cosine, so pieces that share no word score above 0.0 and every similarity changes; solve(["money"], "card") -> right (0, 0.0), file gives (0, 0.8)
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


def _cosine(q, c):
    words = set(q) | set(c)
    if not words:
        return 0.0
    qv = [q[word] + 1 for word in words]
    cv = [c[word] + 1 for word in words]
    dot = sum(a * b for a, b in zip(qv, cv))
    return dot / math.sqrt(sum(a * a for a in qv) * sum(b * b for b in cv))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    best_index, best = 0, _cosine(q, _vector(chunks[0]))
    for i in range(1, len(chunks)):
        sim = _cosine(q, _vector(chunks[i]))
        if sim > best + 1e-9:
            best_index, best = i, sim
    return (best_index, best)
