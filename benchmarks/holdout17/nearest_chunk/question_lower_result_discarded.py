# MISTAKE: Writes question.lower() on a line of its own, but a string never changes: lower() returns a new string, which is thrown away, so the question is counted as written; its words with a capital letter never match the lower-cased pieces, and stop words with a capital ("When", "I") stay in its vector: ["card", "money back"], question "Money" should give (1, 0.7071067811865475) but gives (0, 0.0).
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
    question.lower()
    q = Counter(w for w in question.split() if w not in STOP_WORDS)
    q_length = math.sqrt(sum(n * n for n in q.values()))
    best_index, best_sim = -1, 0.0
    for i, piece in enumerate(chunks):
        c = Counter(w for w in piece.lower().split() if w not in STOP_WORDS)
        if q and c:
            dot = sum(n * c[w] for w, n in q.items())
            sim = dot / (q_length * math.sqrt(sum(n * n for n in c.values())))
        else:
            sim = 0.0
        if best_index < 0 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return (best_index, best_sim)
