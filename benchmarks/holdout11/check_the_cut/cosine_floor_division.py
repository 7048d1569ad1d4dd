# MISTAKE: Divides the dot product by the lengths with // instead of /, so every similarity below 1 is floored to 0.0 and, unless some piece scores exactly 1, the nearest piece is the first one: "money back", question "money", answer "money back", size 2, most_overlap 0 should give [(0, 1, 0.7071067811865475, True)] but gives [(0, 1, 0.0, True)].
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
    return dot // math.sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


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
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = chunk_words(text, size, overlap)
        index, sim = nearest_chunk(pieces, question)
        whole = index != -1 and keeps_whole(pieces[index], answer)
        rows.append((overlap, len(pieces), sim, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
