# MISTAKE: Counts the answer as whole when each answer word is a word of the nearest piece and the answer's words joined by spaces occur in the piece's text, which rules out "five day" in "five days" but still lets the run match across parts of longer words: "x ya y a", question "x", answer "a y", size 4, most_overlap 0 should give [(0, 1, 0.5773502691896258, False)] but gives [(0, 1, 0.5773502691896258, True)].
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
    q = vector(question)
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = []
        start = 0
        while start < len(words):
            pieces.append(" ".join(words[start:start + size]))
            if start + size >= len(words):
                break
            start += size - overlap
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        best_index, best = 0, -1.0
        for i, piece in enumerate(pieces):
            sim = cosine(q, vector(piece))
            if sim > best + 1e-9:
                best_index, best = i, sim
        nearest = pieces[best_index]
        piece_words = nearest.split()
        whole = bool(answer_words) and all(w in piece_words for w in answer_words) and " ".join(answer_words) in nearest
        rows.append((overlap, len(pieces), best, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
