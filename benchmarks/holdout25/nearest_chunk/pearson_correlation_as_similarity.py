# MISTAKE: Scores each piece with statistics.correlation (Pearson's r) of the two count lists over their shared vocabulary, a centred cosine, taking 0.0 when it raises StatisticsError (fewer than two words, or a list of equal counts), instead of the plain cosine of the counts; solve(["money back", "card"], "money back") -> right (0, 1.0), file gives (0, 0.0)
"""Find the piece most similar to a question, and how similar it is.

A text's vector counts its words: lower-case the text, split it at whitespace (str.split()) and
leave out the words in STOP_WORDS. The similarity of two vectors is their cosine: the dot
product divided by the square root of the product of their squared lengths, or 0.0 when either
has no words. Return (index, similarity) of the piece in `chunks` most similar to `question`,
counting from 0. Similarities closer than 1e-9 are a tie, and the earliest piece of a tie wins.
No pieces: (-1, 0.0). Run `kata show nearest_chunk` for the lesson.
"""

from __future__ import annotations

import statistics
from collections import Counter

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question)
    best_index, best = -1, 0.0
    for i, chunk in enumerate(chunks):
        p = _vector(chunk)
        vocabulary = sorted(set(q) | set(p))
        try:
            sim = statistics.correlation([q[w] for w in vocabulary], [p[w] for w in vocabulary])
        except statistics.StatisticsError:
            sim = 0.0
        if best_index < 0 or sim > best + 1e-9:
            best_index, best = i, sim
    return (best_index, best)
