# MISTAKE: Works out each cosine in a try block and, on the ZeroDivisionError of a vector without words, returns (i, 0.0) from solve instead of giving that piece 0.0 and going on, so a piece of stop words only ends the search and is named; solve(["money", "the"], "money") -> right (0, 1.0), file gives (1, 0.0)
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
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    qq = sum(v * v for v in q.values())
    best_index, best = -1, 0.0
    for i, chunk in enumerate(chunks):
        c = _vector(chunk)
        dot = sum(q[w] * c[w] for w in q)
        try:
            similarity = dot / math.sqrt(qq * sum(v * v for v in c.values()))
        except ZeroDivisionError:
            return (i, 0.0)
        if best_index == -1 or similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)
