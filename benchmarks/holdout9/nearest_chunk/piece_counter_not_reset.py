# MISTAKE: Makes one Counter for the pieces before the loop and updates it with each piece's words, so every piece's vector also holds the words of all the pieces before it: ["card", "money"], question "money" should give (1, 1.0) but gives (1, 0.7071067811865475).
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
    question_counts = Counter(w for w in question.lower().split() if w not in STOP_WORDS)
    q_norm = math.sqrt(sum(n * n for n in question_counts.values()))
    piece_counts: Counter = Counter()
    best, best_sim = -1, 0.0
    for i, chunk in enumerate(chunks):
        piece_counts.update(w for w in chunk.lower().split() if w not in STOP_WORDS)
        p_norm = math.sqrt(sum(n * n for n in piece_counts.values()))
        if q_norm and p_norm:
            dot = sum(n * piece_counts[w] for w, n in question_counts.items())
            sim = dot / (q_norm * p_norm)
        else:
            sim = 0.0
        if best == -1 or sim > best_sim + 1e-9:
            best, best_sim = i, sim
    return best, best_sim
