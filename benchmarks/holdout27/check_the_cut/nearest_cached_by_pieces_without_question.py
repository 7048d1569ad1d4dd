# MISTAKE: Remembers each search's (index, similarity) in a module-level dict keyed by the pieces alone, leaving the question out of the key, so a later call that cuts the same pieces gets the nearest piece of an earlier call's question; after solve("money back", "money", "money", 1, 0) (rightly [(0, 2, 1.0, True)]), solve("money back", "back", "back", 1, 0) -> right [(0, 2, 1.0, True)], file gives [(0, 2, 1.0, False)]
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


_searched: dict = {}


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
    key = tuple(tuple(piece) for piece in pieces)
    if key not in _searched:
        q = _vector(question.split())
        best_index, best = 0, _cosine(q, _vector(pieces[0]))
        for i in range(1, len(pieces)):
            sim = _cosine(q, _vector(pieces[i]))
            if sim > best + 1e-9:
                best_index, best = i, sim
        _searched[key] = (best_index, best)
    return _searched[key]


def _holds(piece, target):
    if not target:
        return False
    width = len(target)
    return any(piece[i:i + width] == target for i in range(len(piece) - width + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    target = answer.split()
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = _cut(words, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        index, similarity = _nearest(pieces, question)
        rows.append((overlap, len(pieces), similarity, _holds(pieces[index], target)))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
