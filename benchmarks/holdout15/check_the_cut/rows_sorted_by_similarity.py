# MISTAKE: Sorts the rows by similarity, highest first, so that the best overlap heads the table, instead of leaving them in overlap order: "x x back x", question "money back", answer "money", size 3, most_overlap 1 should give [(0, 2, 0.31622776601683794, False), (1, 2, 0.5, False)] but gives [(1, 2, 0.5, False), (0, 2, 0.31622776601683794, False)].
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


def chunk_words(words: list[str], size: int, overlap: int) -> list[list[str]]:
    pieces = []
    start = 0
    while start < len(words):
        pieces.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return pieces


def vector(words: list[str]) -> Counter:
    return Counter(w.lower() for w in words if w.lower() not in STOP_WORDS)


def cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))


def holds(piece: list[str], answer_words: list[str]) -> bool:
    length = len(answer_words)
    if length == 0:
        return False
    return any(piece[i:i + length] == answer_words for i in range(len(piece) - length + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    answer_words = answer.split()
    q = vector(question.split())
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = chunk_words(words, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        best_index, best = 0, cosine(q, vector(pieces[0]))
        for i in range(1, len(pieces)):
            sim = cosine(q, vector(pieces[i]))
            if sim > best + 1e-9:
                best_index, best = i, sim
        rows.append((overlap, len(pieces), best, holds(pieces[best_index], answer_words)))
    rows.sort(key=lambda row: row[2], reverse=True)
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
