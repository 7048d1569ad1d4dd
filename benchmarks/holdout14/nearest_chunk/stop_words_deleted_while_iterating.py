# MISTAKE: Counts every word and then deletes the stop words from the Counter with del inside a for loop over that same Counter, which raises RuntimeError (dictionary changed size during iteration) whenever a text holds a stop word: ["money"], question "the money" should give (0, 1.0) but raises RuntimeError.
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


def vector(text: str) -> Counter:
    counts = Counter(text.lower().split())
    for word in counts:
        if word in STOP_WORDS:
            del counts[word]
    return counts


def cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = vector(question)
    best, best_sim = 0, cosine(q, vector(chunks[0]))
    for i in range(1, len(chunks)):
        sim = cosine(q, vector(chunks[i]))
        if sim > best_sim + 1e-9:
            best, best_sim = i, sim
    return (best, best_sim)
