# MISTAKE: scores a piece with the Jaccard similarity of the two sets of counted words (shared words over all words) instead of the cosine of the word counts; solve(["money back card"], "money") -> right (0, 0.5773502691896258), file gives (0, 0.3333333333333333)
"""Find the piece most similar to a question, and how similar it is.

A text's vector counts its words: lower-case the text, split it at whitespace (str.split()) and
leave out the words in STOP_WORDS. The similarity of two vectors is their cosine: the dot
product divided by the square root of the product of their squared lengths, or 0.0 when either
has no words. Return (index, similarity) of the piece in `chunks` most similar to `question`,
counting from 0. Similarities closer than 1e-9 are a tie, and the earliest piece of a tie wins.
No pieces: (-1, 0.0). Run `kata show nearest_chunk` for the lesson.
"""

from __future__ import annotations

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = {word for word in question.lower().split() if word not in STOP_WORDS}
    best_index, best = 0, 0.0
    for i, piece in enumerate(chunks):
        p = {word for word in piece.lower().split() if word not in STOP_WORDS}
        sim = len(q & p) / len(q | p) if q and p else 0.0
        if sim > best + 1e-9:
            best_index, best = i, sim
    return (best_index, best)
