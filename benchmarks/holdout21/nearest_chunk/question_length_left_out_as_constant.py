# MISTAKE: Leaves the question's length out of the cosine because it is the same for every piece and cannot change which piece wins, which is true for the index, but the similarity returned is then the dot product over the piece's length alone, too high whenever the question's length is above 1; solve(["money back", "card"], "when do i get my money back") -> right (0, 0.8164965809277261), file gives (0, 1.414213562373095)
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


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    best_index, best = 0, None
    for i, piece in enumerate(chunks):
        v = _vector(piece)
        if not q or not v:
            score = 0.0
        else:
            score = sum(q[w] * v[w] for w in q) / math.sqrt(sum(c * c for c in v.values()))
        if best is None or score > best + 1e-9:
            best_index, best = i, score
    return (best_index, best)
