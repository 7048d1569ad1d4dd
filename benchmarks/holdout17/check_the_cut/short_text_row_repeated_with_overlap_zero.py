# MISTAKE: Answers a text of at most size words at once, since every overlap cuts it into the same single piece, with [row] * (most_overlap + 1), but that row was built for overlap 0, so every row starts with overlap 0: "money back", question "money", answer "money back", size 3, most_overlap 1 should give [(0, 1, 0.7071067811865475, True), (1, 1, 0.7071067811865475, True)] but gives overlap 0 in both rows.
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


def chunk_words(words, size, overlap):
    pieces = []
    start = 0
    while start < len(words):
        pieces.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return pieces


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def nearest_chunk(pieces, question):
    if not pieces:
        return -1, 0.0
    q = vector(question)
    best_index, best_sim = -1, 0.0
    for i, piece in enumerate(pieces):
        c = vector(piece)
        sim = 0.0
        if q and c:
            dot = sum(n * c[w] for w, n in q.items())
            sim = dot / math.sqrt(sum(n * n for n in q.values()) * sum(n * n for n in c.values()))
        if best_index < 0 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return best_index, best_sim


def keeps_whole(words, answer_words):
    n = len(answer_words)
    if n == 0:
        return False
    return any(words[i:i + n] == answer_words for i in range(len(words) - n + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    answer_words = answer.split()
    if len(words) <= size:
        if words:
            index, similarity = nearest_chunk([" ".join(words)], question)
            row = (0, 1, similarity, keeps_whole(words, answer_words))
        else:
            row = (0, 0, 0.0, False)
        return [row] * (most_overlap + 1)
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = chunk_words(words, size, overlap)
        index, similarity = nearest_chunk([" ".join(p) for p in pieces], question)
        rows.append((overlap, len(pieces), similarity, keeps_whole(pieces[index], answer_words)))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
