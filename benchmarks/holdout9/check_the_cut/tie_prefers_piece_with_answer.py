# MISTAKE: Among the pieces tied for the highest similarity (within 1e-9) it checks the one that holds the answer whole, if any, instead of the earliest, so a tie makes the answer look whole: "a b c d", question "zzz", answer "c d", size 2, most_overlap 0 should give [(0, 2, 0.0, False)] (every piece scores 0.0, piece 0 "a b" is named) but gives [(0, 2, 0.0, True)].
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


def chunk_words(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(n * b[w] for w, n in a.items())
    return dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))


def keeps_whole(piece: str, answer: str) -> bool:
    words = piece.split()
    target = answer.split()
    if not target:
        return False
    m = len(target)
    return any(words[i:i + m] == target for i in range(len(words) - m + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    q = vector(question)
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = chunk_words(text, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        sims = [cosine(q, vector(piece)) for piece in pieces]
        top = max(sims)
        nearest = [i for i, s in enumerate(sims) if top - s <= 1e-9]
        whole = any(keeps_whole(pieces[i], answer) for i in nearest)
        rows.append((overlap, len(pieces), sims[nearest[0]], whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
