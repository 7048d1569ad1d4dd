# MISTAKE: Fills one Counter for the pieces, emptied with counts.clear() for each piece, and appends that same Counter to the list of vectors, so every entry is one object holding the last piece's counts and every piece scores as the last one; solve(["money", "card"], "money") -> right (0, 1.0), file gives (0, 0.0)
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


def _cosine(q, p):
    if not q or not p:
        return 0.0
    dot = sum(n * p[w] for w, n in q.items())
    return dot / math.sqrt(sum(n * n for n in q.values()) * sum(n * n for n in p.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    counts = Counter()
    vectors = []
    for chunk in chunks:
        counts.clear()
        counts.update(w for w in chunk.lower().split() if w not in STOP_WORDS)
        vectors.append(counts)
    q = Counter(w for w in question.lower().split() if w not in STOP_WORDS)
    best_index, best = -1, 0.0
    for i, p in enumerate(vectors):
        sim = _cosine(q, p)
        if best_index < 0 or sim > best + 1e-9:
            best_index, best = i, sim
    return (best_index, best)
