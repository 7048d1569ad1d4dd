# MISTAKE: Reports the answer as not whole whenever the nearest similarity is 0.0, taking that to mean the search found nothing, but the nearest piece is then the first one and may hold the answer: "a b c", question "zzz", answer "a b", size 3, most_overlap 0 should give [(0, 1, 0.0, True)] but gives [(0, 1, 0.0, False)].
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


def _chunks(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    result = []
    i = 0
    while True:
        result.append(" ".join(words[i:i + size]))
        if i + size >= len(words):
            return result
        i += step


def _vec(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _sim(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(n * b[w] for w, n in a.items())
    return dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))


def _nearest(pieces: list[str], question: str) -> tuple[int, float]:
    q = _vec(question)
    best, best_sim = -1, 0.0
    for i, piece in enumerate(pieces):
        s = _sim(_vec(piece), q)
        if best == -1 or s > best_sim + 1e-9:
            best, best_sim = i, s
    return best, best_sim


def _whole(piece: str, answer: str) -> bool:
    target = answer.split()
    words = piece.split()
    if not target:
        return False
    return any(words[i:i + len(target)] == target for i in range(len(words) - len(target) + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = _chunks(text, size, overlap)
        index, sim = _nearest(pieces, question)
        if index == -1 or sim == 0.0:
            rows.append((overlap, len(pieces), sim, False))
        else:
            rows.append((overlap, len(pieces), sim, _whole(pieces[index], answer)))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
