# MISTAKE: Checks the answer in the loop variable piece left over after the search loop, which is always the last piece, instead of the nearest one it found: "money a b c", question "money", answer "b c", size 2, most_overlap 0 should give [(0, 2, 1.0, False)] but gives [(0, 2, 1.0, True)].
from __future__ import annotations

import math
from collections import Counter

STOP_LIST = "a an and are at be by can do for from i in is it my not of on or the to us we when with you your"
STOP_WORDS = frozenset(STOP_LIST.split())

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
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def vector(text):
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(n * b[w] for w, n in a.items())
    return dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))


def keeps_whole(piece, answer):
    target = answer.split()
    words = piece.split()
    if not target:
        return False
    return any(words[i:i + len(target)] == target for i in range(len(words) - len(target) + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = chunk_words(text, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        q = vector(question)
        index, similarity = -1, 0.0
        for i, piece in enumerate(pieces):
            sim = cosine(q, vector(piece))
            if index == -1 or sim > similarity + 1e-9:
                index, similarity = i, sim
        rows.append((overlap, len(pieces), similarity, keeps_whole(piece, answer)))
    return rows


if __name__ == "__main__":
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
