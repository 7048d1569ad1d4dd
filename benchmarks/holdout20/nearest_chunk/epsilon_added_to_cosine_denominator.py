# MISTAKE: Adds 1e-8 to the cosine's denominator, the machine-learning habit that keeps an empty vector from dividing by zero, so every similarity above 0 comes out a little too small (1.0 becomes 0.9999999900000002) and equal cosines of vectors of different lengths no longer tie; chunks ["money"], question "money" -> right (0, 1.0), file gives (0, 0.9999999900000002)
"""Find the piece most similar to a question, and how similar it is.

A text's vector counts its words: lower-case the text, split it at whitespace (str.split()) and
leave out the words in STOP_WORDS. The similarity of two vectors is their cosine: the dot
product divided by the square root of the product of their squared lengths, or 0.0 when either
has no words. Return (index, similarity) of the piece in `chunks` most similar to `question`,
counting from 0. Similarities closer than 1e-9 are a tie, and the earliest piece of a tie wins.
No pieces: (-1, 0.0). Run `kata show nearest_chunk` for the lesson.
"""

from __future__ import annotations

from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    def vector(text):
        return Counter(w for w in text.lower().split() if w not in STOP_WORDS)

    def cosine(a, b):
        dot = sum(a[w] * b[w] for w in a)
        return dot / ((sum(n * n for n in a.values()) * sum(n * n for n in b.values())) ** 0.5 + 1e-8)

    if not chunks:
        return (-1, 0.0)
    q = vector(question)
    best_index, best_sim = 0, cosine(q, vector(chunks[0]))
    for i in range(1, len(chunks)):
        sim = cosine(q, vector(chunks[i]))
        if sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return (best_index, best_sim)
