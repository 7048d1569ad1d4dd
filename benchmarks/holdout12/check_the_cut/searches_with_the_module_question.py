# MISTAKE: Passes the module's QUESTION constant to the search instead of the question argument, so the page's own table comes out right but any other question is ignored: "money back card", question "card", answer "card", size 2, most_overlap 0 should give [(0, 2, 1.0, True)] but gives [(0, 2, 0.8164965809277261, False)].
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


def cut(words, size, overlap):
    pieces = []
    start = 0
    while start < len(words):
        pieces.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return pieces


def vector(text):
    return Counter(word for word in text.lower().split() if word not in STOP_WORDS)


def cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(count * b[word] for word, count in a.items())
    return dot / math.sqrt(sum(x * x for x in a.values()) * sum(x * x for x in b.values()))


def nearest(pieces, question):
    question_vector = vector(question)
    best_index, best_sim = -1, 0.0
    for i, piece in enumerate(pieces):
        sim = cosine(question_vector, vector(piece))
        if best_index == -1 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return best_index, best_sim


def holds(piece_words, answer_words):
    n = len(answer_words)
    if n == 0:
        return False
    for i in range(len(piece_words) - n + 1):
        if piece_words[i:i + n] == answer_words:
            return True
    return False


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    answer_words = answer.split()
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = cut(words, size, overlap)
        index, similarity = nearest([" ".join(p) for p in pieces], QUESTION)
        whole = index >= 0 and holds(pieces[index], answer_words)
        rows.append((overlap, len(pieces), similarity, whole))
    return rows


if __name__ == "__main__":
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
