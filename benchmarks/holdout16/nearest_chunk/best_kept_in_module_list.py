# MISTAKE: Keeps the best index and similarity in a module-level list (best = [-1, 0.0]) that is not reset at the start of a call, so a later call only replaces a piece of an earlier call if it beats that piece's similarity: after solve(["money"], "money") (rightly (0, 1.0)), solve(["card", "money back"], "money") should give (1, 0.7071067811865475) but gives (0, 1.0).
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


best = [-1, 0.0]


def _vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question)
    for i, chunk in enumerate(chunks):
        sim = _cosine(q, _vector(chunk))
        if best[0] == -1 or sim > best[1] + 1e-9:
            best[0] = i
            best[1] = sim
    return best[0], best[1]
