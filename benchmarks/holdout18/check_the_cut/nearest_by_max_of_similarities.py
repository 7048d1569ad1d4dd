# MISTAKE: picks the nearest piece with sims.index(max(sims)), which keeps the earliest of exactly equal similarities but not of two that floating point writes a hair apart (1/sqrt(2) is 0.7071067811865475, 3/sqrt(18) is 0.7071067811865476), so the later piece of such a tie is checked for the answer: "money card the the the the money money money card card card", question "money", answer "money money", size 6, most_overlap 0 should give [(0, 2, 0.7071067811865475, False)] but gives [(0, 2, 0.7071067811865476, True)].
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
    step = size - overlap
    pieces = []
    start = 0
    while start < len(words):
        pieces.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step
    return pieces


def _vector(words):
    return Counter(w for w in (x.lower() for x in words) if w not in STOP_WORDS)


def _cosine(q, c):
    qq = sum(n * n for n in q.values())
    cc = sum(n * n for n in c.values())
    if qq == 0 or cc == 0:
        return 0.0
    return sum(q[w] * c[w] for w in q) / math.sqrt(qq * cc)


def _holds(piece, answer):
    if not answer:
        return False
    return any(piece[i:i + len(answer)] == answer for i in range(len(piece) - len(answer) + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    answer_words = answer.split()
    q = _vector(question.split())
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = _cut(words, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        sims = [_cosine(q, _vector(piece)) for piece in pieces]
        best = sims.index(max(sims))
        rows.append((overlap, len(pieces), sims[best], _holds(pieces[best], answer_words)))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
