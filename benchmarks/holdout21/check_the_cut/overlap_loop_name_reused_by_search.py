# MISTAKE: Uses the name k both for the overlap of the outer loop and for the piece number of the search loop inside it, so each row starts with the number of the last piece searched instead of its overlap (a text without words leaves k alone); solve("x y z w", "x", "x y", 2, 0) -> right [(0, 2, 0.7071067811865475, True)], file gives [(1, 2, 0.7071067811865475, True)]
"""Check the cut: for each overlap, how many pieces, how near the nearest one is, and is the answer whole in it.

For every overlap from 0 to `most_overlap`, cut `text` into pieces of `size` words exactly as chunk_words
does, find the piece nearest to `question` exactly as nearest_chunk does (same STOP_WORDS, ties to the
earliest), and ask whether that piece holds all the words of `answer` side by side, in order, as
keeps_whole asks of a chunk. Return one row per overlap: (overlap, number of pieces, the nearest piece's
similarity, True or False). With no pieces the row is (overlap, 0, 0.0, False). Run `kata show check_the_cut`;
`python exercises/check_the_cut.py` prints the seed page's table.
"""

from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())

# The seed page's returns policy and its customer's question.
POLICY = [
    "you can return the item within 14 days of delivery",
    "the item must be in the original box",
    "a courier collects it for free",
    "the money goes back to your card within five days",
    "items with your own print can not be returned",
    "for damage write to us within two days",
]
QUESTION = "when do i get my money back"


def _cut(words, size, overlap):
    pieces = []
    start = 0
    while start < len(words):
        pieces.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return pieces


def _vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def _holds(run, words):
    n = len(run)
    if n == 0:
        return False
    return any(words[i:i + n] == run for i in range(len(words) - n + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    answer_words = answer.split()
    q = _vector(question)
    rows = []
    for k in range(most_overlap + 1):
        pieces = _cut(words, size, k)
        best, best_similarity = -1, 0.0
        for k, piece in enumerate(pieces):
            similarity = _cosine(q, _vector(piece))
            if best < 0 or similarity > best_similarity + 1e-9:
                best, best_similarity = k, similarity
        whole = best >= 0 and _holds(answer_words, pieces[best].split())
        rows.append((k, len(pieces), best_similarity, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
