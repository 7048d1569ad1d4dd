# MISTAKE: Leaves the stop words out by text.replace(word, "") for each word of STOP_LIST before splitting, which also deletes those letters inside other words ("a" from "back", "you" from "your", leaving "r"), so the vectors hold mangled words and leftover pieces of stop words; solve(['the money goes back to your card'], 'when do i get my money back') -> right (0, 0.5773502691896258), file gives (0, 0.5163977794943222)
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
    text = text.lower()
    for word in STOP_LIST.split():
        text = text.replace(word, "")
    return Counter(text.split())


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    best_index, best = -1, 0.0
    for i, chunk in enumerate(chunks):
        c = _vector(chunk)
        if q and c:
            dot = sum(q[w] * c[w] for w in q)
            similarity = dot / math.sqrt(sum(n * n for n in q.values()) * sum(n * n for n in c.values()))
        else:
            similarity = 0.0
        if best_index == -1 or similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)
