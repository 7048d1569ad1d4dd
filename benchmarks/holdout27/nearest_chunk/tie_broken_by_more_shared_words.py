# MISTAKE: Breaks a tie (similarities within 1e-9) in favour of the piece that shares more different words with the question, taking that for stronger evidence, instead of keeping the earliest piece; solve(["money", "money back card fee"], "money back") -> right (0, 0.7071067811865475), file gives (1, 0.7071067811865475)
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
    if not q or not c:
        return 0.0
    dot = sum(q[word] * c[word] for word in q)
    return dot / math.sqrt(sum(v * v for v in q.values()) * sum(v * v for v in c.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    best_index, best, best_shared = -1, 0.0, -1
    for i, piece in enumerate(chunks):
        c = _vector(piece)
        sim = _cosine(q, c)
        shared = len(q.keys() & c.keys())
        if best_index < 0 or sim > best + 1e-9 or (abs(sim - best) <= 1e-9 and shared > best_shared):
            best_index, best, best_shared = i, sim, shared
    return (best_index, best)
