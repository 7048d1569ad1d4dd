# MISTAKE: Makes the no-pieces row (overlap, 0, 0.0, False) in an except clause for the IndexError of pieces[0], catching ZeroDivisionError too, but its cosine has no test for an empty vector, so a row where the question or some piece has no counted words also becomes (overlap, 0, 0.0, False); solve('the money', 'the', 'the money', 2, 0) -> right [(0, 1, 0.0, True)], file gives [(0, 0, 0.0, False)]
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


def _chunk_words(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def _vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _cosine(q: Counter, c: Counter) -> float:
    dot = sum(q[w] * c[w] for w in q)
    return dot / math.sqrt(sum(n * n for n in q.values()) * sum(n * n for n in c.values()))


def _nearest_chunk(chunks: list[str], question: str) -> tuple[int, float]:
    q = _vector(question)
    best_index, best = 0, _cosine(q, _vector(chunks[0]))
    for i in range(1, len(chunks)):
        similarity = _cosine(q, _vector(chunks[i]))
        if similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)


def _holds(chunk_words: list[str], answer_words: list[str]) -> bool:
    length = len(answer_words)
    if length == 0:
        return False
    return any(chunk_words[i:i + length] == answer_words for i in range(len(chunk_words) - length + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    answer_words = answer.split()
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = _chunk_words(text, size, overlap)
        try:
            index, similarity = _nearest_chunk(pieces, question)
        except (IndexError, ZeroDivisionError):
            rows.append((overlap, 0, 0.0, False))
            continue
        rows.append((overlap, len(pieces), similarity, _holds(pieces[index].split(), answer_words)))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
