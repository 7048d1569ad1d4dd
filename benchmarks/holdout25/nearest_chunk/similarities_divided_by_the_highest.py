# MISTAKE: Normalises the scores by dividing every similarity by the highest one (when it is above 0) before picking the best, as one scales search scores, so the piece named is right but its similarity is always 1.0 when any piece shares a word; solve(["money back"], "money") -> right (0, 0.7071067811865475), file gives (0, 1.0)
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


def _cosine(q, p):
    if not q or not p:
        return 0.0
    dot = sum(n * p[w] for w, n in q.items())
    return dot / math.sqrt(sum(n * n for n in q.values()) * sum(n * n for n in p.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    sims = [_cosine(q, _vector(chunk)) for chunk in chunks]
    top = max(sims)
    if top > 0:
        sims = [s / top for s in sims]
    best_index = 0
    for i, s in enumerate(sims):
        if s > sims[best_index] + 1e-9:
            best_index = i
    return (best_index, sims[best_index])
