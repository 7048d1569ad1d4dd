# MISTAKE: Removes the stop words by replacing " word " with " " in the lower-cased text padded with one space at each end, so a stop word next to a tab or line break (or repeated right after itself) is not removed: ["the\nmoney"], question "money" should give (0, 1.0) but gives (0, 0.7071067811865475).
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
    padded = " " + text.lower() + " "
    for word in STOP_WORDS:
        padded = padded.replace(" " + word + " ", " ")
    return Counter(padded.split())


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question)
    best = (-1, 0.0)
    for i, chunk in enumerate(chunks):
        c = _vector(chunk)
        if q and c:
            dot = sum(count * c[w] for w, count in q.items())
            sim = dot / math.sqrt(sum(x * x for x in q.values()) * sum(x * x for x in c.values()))
        else:
            sim = 0.0
        if best[0] == -1 or sim > best[1] + 1e-9:
            best = (i, sim)
    return best
