# MISTAKE: Lower-cases every piece and rejoins its words with single spaces in a list of its own, keeps the best piece's text, and then finds its number with chunks.index(best_piece) in the list it was given instead of in the cleaned one, so when the best piece has a capital letter or other spacing no piece equals it and list.index raises ValueError: ["Card", "Money back"], question "money" should give (1, 0.7071067811865475) but raises ValueError.
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
    pieces = [" ".join(chunk.lower().split()) for chunk in chunks]
    q = Counter(w for w in question.lower().split() if w not in STOP_WORDS)
    best_piece, best_sim = None, 0.0
    for piece in pieces:
        c = Counter(w for w in piece.split() if w not in STOP_WORDS)
        sim = 0.0
        if q and c:
            dot = sum(q[w] * c[w] for w in q)
            sim = dot / math.sqrt(sum(x * x for x in q.values()) * sum(x * x for x in c.values()))
        if best_piece is None or sim > best_sim + 1e-9:
            best_piece, best_sim = piece, sim
    return (chunks.index(best_piece), best_sim)
