# MISTAKE: Gives every vector 16 axes like the seed page's model and adds each counted word to axis crc32(word) % 16 (the hashing trick), so two different words that land on the same axis count as the same word; solve(["money", "print"], "two") -> right (0, 0.0), file gives (1, 1.0)
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
import zlib

# Words too common to say what a piece is about. Leave them out of every vector.
STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())


def _vector(text):
    axes = [0] * 16
    for word in text.lower().split():
        if word not in STOP_WORDS:
            axes[zlib.crc32(word.encode("utf-8")) % 16] += 1
    return axes


def _cosine(a, b):
    aa = sum(x * x for x in a)
    bb = sum(x * x for x in b)
    if not aa or not bb:
        return 0.0
    return sum(x * y for x, y in zip(a, b)) / math.sqrt(aa * bb)


def solve(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    best_index, best = 0, None
    for i, piece in enumerate(chunks):
        similarity = _cosine(q, _vector(piece))
        if best is None or similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)
