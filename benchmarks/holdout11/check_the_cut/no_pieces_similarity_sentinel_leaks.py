# MISTAKE: Starts the search of each row at similarity -1.0 so that the first piece always wins, and puts that start value in the row when there is no piece, so a text without words gets -1.0 instead of 0.0: "", question "money", answer "money", size 2, most_overlap 0 should give [(0, 0, 0.0, False)] but gives [(0, 0, -1.0, False)].
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


def chunk_words(text, size, overlap):
    words = text.split()
    pieces = []
    start = 0
    while start < len(words):
        pieces.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return pieces


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def keeps_whole(piece, answer):
    words = piece.split()
    target = answer.split()
    if not target:
        return False
    n = len(target)
    return any(words[i:i + n] == target for i in range(len(words) - n + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    q = vector(question)
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = chunk_words(text, size, overlap)
        best_index, best_sim = -1, -1.0
        for i, piece in enumerate(pieces):
            s = cosine(q, vector(piece))
            if s > best_sim + 1e-9:
                best_index, best_sim = i, s
        whole = best_index >= 0 and keeps_whole(pieces[best_index], answer)
        rows.append((overlap, len(pieces), best_sim, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
