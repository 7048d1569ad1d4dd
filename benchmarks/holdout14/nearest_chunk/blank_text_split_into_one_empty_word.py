# MISTAKE: Splits the lower-cased text with re.split(r"\s+", text.strip()), which gives [""] for an empty or blank text, so a blank question and a blank piece each count the empty word once and score 1.0 together: ["money", ""], question "" should give (0, 0.0) but gives (1, 1.0).
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
import re
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def vector(text: str) -> Counter:
    words = re.split(r"\s+", text.lower().strip())
    return Counter(w for w in words if w not in STOP_WORDS)


def similarity(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(count * b[word] for word, count in a.items())
    return dot / (math.sqrt(sum(c * c for c in a.values())) * math.sqrt(sum(c * c for c in b.values())))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = vector(question)
    best, best_sim = -1, 0.0
    for i, piece in enumerate(chunks):
        sim = similarity(q, vector(piece))
        if best == -1 or sim > best_sim + 1e-9:
            best, best_sim = i, sim
    return (best, best_sim)
