# MISTAKE: Splits each text with split(" ") instead of split(), so a double space (or a leading or trailing space) adds the empty string as a counted word and a tab or line break does not separate words: ["money  back"] (two spaces), question "money back" should give (0, 1.0) but gives (0, 0.8164965809277261).
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


def word_counts(text: str) -> Counter:
    return Counter(w for w in text.lower().split(" ") if w not in STOP_WORDS)


def similarity(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(x * x for x in a.values()) * sum(x * x for x in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = word_counts(question)
    best_i, best_s = -1, 0.0
    for i, chunk in enumerate(chunks):
        s = similarity(q, word_counts(chunk))
        if best_i < 0 or s > best_s + 1e-9:
            best_i, best_s = i, s
    return best_i, best_s
