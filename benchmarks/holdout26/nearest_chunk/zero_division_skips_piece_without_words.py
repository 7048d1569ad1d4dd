# MISTAKE: Works out each cosine without a test for an empty vector and skips a piece on ZeroDivisionError with continue, so a piece (or a question) without counted words is never named although it scores 0.0: a later piece wins the tie, or no piece at all is named; solve(['the', 'cat'], 'money') -> right (0, 0.0), file gives (1, 0.0)
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
    q = Counter(w for w in question.lower().split() if w not in STOP_WORDS)
    q_squared = sum(n * n for n in q.values())
    best_index, best = -1, 0.0
    for i, chunk in enumerate(chunks):
        c = Counter(w for w in chunk.lower().split() if w not in STOP_WORDS)
        try:
            similarity = sum(q[w] * c[w] for w in q) / math.sqrt(q_squared * sum(n * n for n in c.values()))
        except ZeroDivisionError:
            continue
        if best_index == -1 or similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)
