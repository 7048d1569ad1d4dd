# MISTAKE: Works out the dot product as the sum of the piece's counts of the question's words, leaving out the question's own counts (which its length does count), so a word repeated in the question adds too little: ["money back"], question "money money" should give (0, 0.7071067811865475) but gives (0, 0.35355339059327373).
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

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = Counter(w for w in question.lower().split() if w not in STOP_WORDS)
    q_len = math.sqrt(sum(n * n for n in q.values()))
    best, best_sim = 0, 0.0
    for i, piece in enumerate(chunks):
        c = Counter(w for w in piece.lower().split() if w not in STOP_WORDS)
        if not q or not c:
            sim = 0.0
        else:
            dot = sum(c[w] for w in q)
            sim = dot / (q_len * math.sqrt(sum(n * n for n in c.values())))
        if i == 0 or sim > best_sim + 1e-9:
            best, best_sim = i, sim
    return (best, best_sim)
