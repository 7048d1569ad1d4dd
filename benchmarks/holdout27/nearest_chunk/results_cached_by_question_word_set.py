# MISTAKE: Remembers each answer in a module-level dict keyed by the pieces and the set of the question's lower-cased words, taking word order and repeats not to matter for a bag of words, but the counts do matter, so a later question with the same words repeated differently gets the earlier answer; after solve(["money back", "money money back"], "money back") (rightly (0, 1.0)), solve(["money back", "money money back"], "money money back") -> right (1, 1.0), file gives (0, 1.0)
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


_answers: dict = {}


def _vector(text):
    return Counter(word for word in text.lower().split() if word not in STOP_WORDS)


def _cosine(q, c):
    if not q or not c:
        return 0.0
    dot = sum(q[word] * c[word] for word in q)
    return dot / math.sqrt(sum(v * v for v in q.values()) * sum(v * v for v in c.values()))


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    key = (tuple(chunks), frozenset(question.lower().split()))
    if key in _answers:
        return _answers[key]
    if not chunks:
        result = (-1, 0.0)
    else:
        q = _vector(question)
        best_index, best = 0, _cosine(q, _vector(chunks[0]))
        for i in range(1, len(chunks)):
            sim = _cosine(q, _vector(chunks[i]))
            if sim > best + 1e-9:
                best_index, best = i, sim
        result = (best_index, best)
    _answers[key] = result
    return result
