# MISTAKE: Runs the search and the whole check once, on the pieces of overlap 0, before the loop over overlaps (the question is the same for every row), and only counts the pieces inside the loop, so every row repeats overlap 0's similarity and whole; solve("x y z w", "z", "y z", 2, 1) -> right [(0, 2, 0.7071067811865475, False), (1, 3, 0.7071067811865475, True)], file gives [(0, 2, 0.7071067811865475, False), (1, 3, 0.7071067811865475, False)]
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
        pieces.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return pieces


def _vector(words):
    return Counter(word for word in (w.lower() for w in words) if word not in STOP_WORDS)


def _cosine(q, c):
    if not q or not c:
        return 0.0
    dot = sum(q[word] * c[word] for word in q)
    return dot / math.sqrt(sum(v * v for v in q.values()) * sum(v * v for v in c.values()))


def _nearest(pieces, question):
    q = _vector(question.split())
    best_index, best = 0, _cosine(q, _vector(pieces[0]))
    for i in range(1, len(pieces)):
        sim = _cosine(q, _vector(pieces[i]))
        if sim > best + 1e-9:
            best_index, best = i, sim
    return best_index, best


def _holds(piece, target):
    if not target:
        return False
    width = len(target)
    return any(piece[i:i + width] == target for i in range(len(piece) - width + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    target = answer.split()
    first = _cut(words, size, 0)
    if first:
        index, similarity = _nearest(first, question)
        whole = _holds(first[index], target)
    else:
        similarity, whole = 0.0, False
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = _cut(words, size, overlap)
        rows.append((overlap, len(pieces), similarity, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
