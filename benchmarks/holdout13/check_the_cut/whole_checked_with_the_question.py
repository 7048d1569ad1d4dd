# MISTAKE: Passes the question's words instead of the answer's to the whole check of the nearest piece (the two string arguments mixed up), so the fourth value says whether the nearest piece holds the question side by side: "money back later now", question "money back", answer "later now", size 2, most_overlap 0 should give [(0, 2, 1.0, False)] but gives [(0, 2, 1.0, True)].
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

POLICY = [
    "you can return the item within 14 days of delivery",
    "the item must be in the original box",
    "a courier collects it for free",
    "the money goes back to your card within five days",
    "items with your own print can not be returned",
    "for damage write to us within two days",
]
QUESTION = "when do i get my money back"


def _pieces(text: str, size: int, overlap: int) -> list[list[str]]:
    words = text.split()
    pieces = []
    if not words:
        return pieces
    start = 0
    while True:
        pieces.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return pieces


def _vector(words: list[str]) -> Counter:
    return Counter(w.lower() for w in words if w.lower() not in STOP_WORDS)


def _cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(c * c for c in a.values()) * sum(c * c for c in b.values()))


def _holds(piece: list[str], answer_words: list[str]) -> bool:
    if not answer_words:
        return False
    length = len(answer_words)
    return any(piece[i:i + length] == answer_words for i in range(len(piece) - length + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    question_words = question.split()
    question_vector = _vector(question_words)
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = _pieces(text, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        best_index, best_sim = 0, _cosine(question_vector, _vector(pieces[0]))
        for i in range(1, len(pieces)):
            sim = _cosine(question_vector, _vector(pieces[i]))
            if sim > best_sim + 1e-9:
                best_index, best_sim = i, sim
        rows.append((overlap, len(pieces), best_sim, _holds(pieces[best_index], question_words)))
    return rows


if __name__ == "__main__":
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
