# MISTAKE: Drops pieces whose text repeats an earlier piece (dict.fromkeys) before searching and reports how many are left, so a text with repeated passages gets too small a number of pieces: "la la la la", question "la", answer "la", size 2, most_overlap 0 should give [(0, 2, 1.0, True)] but gives [(0, 1, 1.0, True)].
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


def cut(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    pieces = []
    for start in range(0, len(words), step):
        pieces.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return pieces


def vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(n * b[w] for w, n in a.items())
    return dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))


def holds(piece: str, answer: str) -> bool:
    target = answer.split()
    words = piece.split()
    n = len(target)
    return n > 0 and any(words[i:i + n] == target for i in range(len(words) - n + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    q = vector(question)
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = list(dict.fromkeys(cut(text, size, overlap)))
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        best, best_sim = 0, cosine(vector(pieces[0]), q)
        for i in range(1, len(pieces)):
            s = cosine(vector(pieces[i]), q)
            if s > best_sim + 1e-9:
                best, best_sim = i, s
        rows.append((overlap, len(pieces), best_sim, holds(pieces[best], answer)))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
