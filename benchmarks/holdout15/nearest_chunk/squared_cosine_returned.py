# MISTAKE: Ranks the pieces by dot² / (|q|² × |c|²), the squared cosine, to save the square root (which names the same piece), but returns that squared value as the similarity: ["money back"], question "money" should give (0, 0.7071067811865475) but gives (0, 0.5).
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


def vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = vector(question)
    qq = sum(n * n for n in q.values())
    best_index, best = 0, -1.0
    for i, piece in enumerate(chunks):
        c = vector(piece)
        cc = sum(n * n for n in c.values())
        if qq == 0 or cc == 0:
            score = 0.0
        else:
            dot = sum(q[w] * c[w] for w in q)
            score = dot * dot / (qq * cc)
        if score > best + 1e-9:
            best_index, best = i, score
    return (best_index, best)
