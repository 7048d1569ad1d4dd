# MISTAKE: Answers short lists at once with (len(chunks) - 1, 0.0), which is right for no pieces, but for a single piece it names piece 0 without working out its similarity, which is 0.0 only when the piece shares no word with the question: ["money"], question "money" should give (0, 1.0) but gives (0, 0.0).
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
    if len(chunks) <= 1:
        return (len(chunks) - 1, 0.0)
    q = Counter(w for w in question.lower().split() if w not in STOP_WORDS)
    best_index, best_sim = 0, -1.0
    for i, piece in enumerate(chunks):
        c = Counter(w for w in piece.lower().split() if w not in STOP_WORDS)
        sim = 0.0
        if q and c:
            dot = sum(q[w] * c[w] for w in q)
            sim = dot / math.sqrt(sum(n * n for n in q.values()) * sum(n * n for n in c.values()))
        if sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return (best_index, best_sim)
