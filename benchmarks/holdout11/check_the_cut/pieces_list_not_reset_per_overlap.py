# MISTAKE: Makes the list of pieces once before the loop over overlaps and appends each cut to it, so every row counts and searches the pieces of all the earlier overlaps too: "x y z", question "z", answer "y z", size 2, most_overlap 1 should give [(0, 2, 1.0, False), (1, 2, 0.7071067811865475, True)] but gives [(0, 2, 1.0, False), (1, 4, 1.0, False)].
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


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def nearest_chunk(chunks, question):
    q = vector(question)
    best_index, best = -1, 0.0
    for i, piece in enumerate(chunks):
        s = cosine(q, vector(piece))
        if best_index == -1 or s > best + 1e-9:
            best_index, best = i, s
    return best_index, best


def keeps_whole(piece, answer):
    words = piece.split()
    target = answer.split()
    if not target:
        return False
    n = len(target)
    return any(words[i:i + n] == target for i in range(len(words) - n + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    pieces = []
    rows = []
    for overlap in range(most_overlap + 1):
        start = 0
        while start < len(words):
            pieces.append(" ".join(words[start:start + size]))
            if start + size >= len(words):
                break
            start += size - overlap
        index, sim = nearest_chunk(pieces, question)
        whole = index >= 0 and keeps_whole(pieces[index], answer)
        rows.append((overlap, len(pieces), sim, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
