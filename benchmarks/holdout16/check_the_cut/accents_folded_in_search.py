# MISTAKE: Folds accents away in the search's vectors (NFKD, combining marks dropped), so words that differ only in an accent count as the same word and an earlier piece can tie with the real nearest one: "café x cafe y", question "cafe", answer "cafe y", size 2, most_overlap 0 should give [(0, 2, 0.7071067811865475, True)] but gives [(0, 2, 0.7071067811865475, False)].
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
import unicodedata
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
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def vector(text: str) -> Counter:
    return Counter(w for w in fold(text.lower()).split() if w not in STOP_WORDS)


def cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def nearest(pieces: list[str], question: str) -> tuple[int, float]:
    q = vector(question)
    best, best_sim = -1, 0.0
    for i, piece in enumerate(pieces):
        sim = cosine(q, vector(piece))
        if best == -1 or sim > best_sim + 1e-9:
            best, best_sim = i, sim
    return best, best_sim


def holds(piece: list[str], answer_words: list[str]) -> bool:
    n = len(answer_words)
    if n == 0:
        return False
    return any(piece[i:i + n] == answer_words for i in range(len(piece) - n + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    answer_words = answer.split()
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = chunk_words(words, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        index, sim = nearest([" ".join(p) for p in pieces], question)
        rows.append((overlap, len(pieces), sim, holds(pieces[index], answer_words)))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
