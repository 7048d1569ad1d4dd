# MISTAKE: Works out the dot product as sum(x * y for x, y in zip(q.values(), c.values())), pairing the two Counters' counts by position instead of by word, so pieces are scored by the order their words come in rather than by shared words: ["card"], question "money" should give (0, 0.0) but gives (0, 1.0).
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
    q = Counter(w for w in question.lower().split() if w not in STOP_WORDS)
    best_index, best_sim = -1, 0.0
    for index, chunk in enumerate(chunks):
        c = Counter(w for w in chunk.lower().split() if w not in STOP_WORDS)
        if q and c:
            dot = sum(x * y for x, y in zip(q.values(), c.values()))
            sim = dot / (math.sqrt(sum(x * x for x in q.values())) * math.sqrt(sum(y * y for y in c.values())))
        else:
            sim = 0.0
        if best_index == -1 or sim > best_sim + 1e-9:
            best_index, best_sim = index, sim
    return best_index, best_sim
