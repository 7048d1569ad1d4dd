# MISTAKE: Picks the nearest piece with difflib.get_close_matches(question, chunks, n=1, cutoff=0.0), the standard library's "closest string", which compares the raw texts letter by letter, and only then works out that piece's cosine; solve(["money back card now", "honey"], "money") -> right (0, 0.5), file gives (1, 0.0)
"""Find the piece most similar to a question, and how similar it is.

A text's vector counts its words: lower-case the text, split it at whitespace (str.split()) and
leave out the words in STOP_WORDS. The similarity of two vectors is their cosine: the dot
product divided by the square root of the product of their squared lengths, or 0.0 when either
has no words. Return (index, similarity) of the piece in `chunks` most similar to `question`,
counting from 0. Similarities closer than 1e-9 are a tie, and the earliest piece of a tie wins.
No pieces: (-1, 0.0). Run `kata show nearest_chunk` for the lesson.
"""

from __future__ import annotations

import difflib
import math
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _cosine(q, p):
    if not q or not p:
        return 0.0
    dot = sum(n * p[w] for w, n in q.items())
    return dot / math.sqrt(sum(n * n for n in q.values()) * sum(n * n for n in p.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    picked = difflib.get_close_matches(question, chunks, n=1, cutoff=0.0)
    index = chunks.index(picked[0]) if picked else 0
    return (index, _cosine(_vector(question), _vector(chunks[index])))
