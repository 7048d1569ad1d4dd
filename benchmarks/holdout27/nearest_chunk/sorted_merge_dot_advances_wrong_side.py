# MISTAKE: Works out the dot product by walking the two vectors' sorted words side by side, but on a mismatch moves on the side with the larger word instead of the smaller, so a shared word that comes after a word only one side has is passed over; solve(["card money"], "money back") -> right (0, 0.5), file gives (0, 0.0)
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


def _dot(q, c):
    qs = sorted(q.items())
    cs = sorted(c.items())
    i = j = 0
    total = 0
    while i < len(qs) and j < len(cs):
        if qs[i][0] == cs[j][0]:
            total += qs[i][1] * cs[j][1]
            i += 1
            j += 1
        elif qs[i][0] < cs[j][0]:
            j += 1
        else:
            i += 1
    return total


def _cosine(q, c):
    if not q or not c:
        return 0.0
    return _dot(q, c) / math.sqrt(sum(v * v for v in q.values()) * sum(v * v for v in c.values()))


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
