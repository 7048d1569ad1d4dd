# MISTAKE: Takes the stop words out with Counter.subtract(STOP_WORDS), which lowers each stop word's count by one and keeps zero and negative counts, so every stop word a text lacks stays in its vector as -1 and texts that share no word still score high: ["card"], question "money" should give (0, 0.0) but gives (0, 0.9655172413793104).
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


def _vector(text: str) -> Counter:
    counts = Counter(text.lower().split())
    counts.subtract(STOP_WORDS)
    return counts


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question)
    best_index, best_sim = -1, 0.0
    for i, chunk in enumerate(chunks):
        c = _vector(chunk)
        if not q or not c:
            sim = 0.0
        else:
            dot = sum(q[w] * c[w] for w in q)
            sim = dot / math.sqrt(sum(v * v for v in q.values()) * sum(v * v for v in c.values()))
        if best_index == -1 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return best_index, best_sim
