# MISTAKE: Cuts with a generator (yield, as for chunk_chars), counts the pieces with sum(1 for _ in pieces) and then makes a list of the same generator for the search, but counting used it up, so the search gets no pieces: every row has similarity 0.0 and False; solve('money back', 'money', 'money back', 2, 0) -> right [(0, 1, 0.7071067811865475, True)], file gives [(0, 1, 0.0, False)]
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


def _chunk_words(words: list[str], size: int, overlap: int):
    start = 0
    while start < len(words):
        yield " ".join(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap


def _vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _nearest_chunk(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    best_index, best = -1, 0.0
    for i, chunk in enumerate(chunks):
        c = _vector(chunk)
        if q and c:
            dot = sum(q[w] * c[w] for w in q)
            similarity = dot / math.sqrt(sum(n * n for n in q.values()) * sum(n * n for n in c.values()))
        else:
            similarity = 0.0
        if best_index == -1 or similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)


def _holds(chunk_words: list[str], answer_words: list[str]) -> bool:
    length = len(answer_words)
    if length == 0:
        return False
    return any(chunk_words[i:i + length] == answer_words for i in range(len(chunk_words) - length + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    answer_words = answer.split()
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = _chunk_words(words, size, overlap)
        count = sum(1 for _ in pieces)
        chunks = list(pieces)
        index, similarity = _nearest_chunk(chunks, question)
        whole = index >= 0 and _holds(chunks[index].split(), answer_words)
        rows.append((overlap, count, similarity, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
