# MISTAKE: Cuts with range(0, len(words), step) and gets rid of the extra windows that range makes at the end by skipping every window whose words equal the last words of the piece before, a test on words rather than positions, so in a text that repeats itself a real piece is skipped too: "x y x y x", question "y", answer "y x", size 3, most_overlap 0 should give [(0, 2, 0.7071067811865475, True)] but gives [(0, 1, 0.4472135954999579, True)].
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
    for start in range(0, len(words), size - overlap):
        piece = words[start:start + size]
        if pieces and pieces[-1][-len(piece):] == piece:
            continue
        pieces.append(piece)
    return pieces


def vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    answer_words = answer.split()
    length = len(answer_words)
    q = vector(question)
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = chunk_words(words, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        best_index, best = 0, -1.0
        for i, piece in enumerate(pieces):
            sim = cosine(q, vector(" ".join(piece)))
            if sim > best + 1e-9:
                best_index, best = i, sim
        nearest = pieces[best_index]
        whole = length > 0 and any(nearest[i:i + length] == answer_words for i in range(len(nearest) - length + 1))
        rows.append((overlap, len(pieces), best, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
