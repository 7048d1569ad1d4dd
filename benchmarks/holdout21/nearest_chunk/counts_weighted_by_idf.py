# MISTAKE: Weights every count by a smoothed inverse document frequency over the pieces, log((1 + pieces) / (1 + pieces holding the word)) + 1, as TfidfVectorizer does, so words that are rare among the pieces count more than the plain word counts the lesson asks for; solve(["back", "days", "back"], "days back") -> right (0, 0.7071067811865475), file gives (1, 0.7959605415681652)
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


def _counts(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _weighted(counts, seen, total):
    return {w: c * (math.log((1 + total) / (1 + seen[w])) + 1) for w, c in counts.items()}


def _cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b.get(w, 0) for w in a)
    return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    pieces = [_counts(piece) for piece in chunks]
    seen = Counter()
    for counts in pieces:
        seen.update(counts.keys())
    q = _weighted(_counts(question), seen, len(pieces))
    best_index, best = 0, None
    for i, counts in enumerate(pieces):
        similarity = _cosine(q, _weighted(counts, seen, len(pieces)))
        if best is None or similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)
