# MISTAKE: Picks the nearest piece by the largest dot product (most shared word counts) and only then works out its cosine, so a long piece that shares more words beats a short piece with a higher cosine: "money money money card x y money back", question "money back", answer "money back", size 6, most_overlap 0 should give [(0, 2, 1.0, True)] (piece 1, "money back") but gives [(0, 2, 0.6123724356957945, False)] (piece 0).
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


def _cut(words: list[str], size: int, overlap: int) -> list[list[str]]:
    if not words:
        return []
    step = size - overlap
    pieces = []
    start = 0
    while True:
        pieces.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += step
    return pieces


def _counts(words: list[str]) -> Counter:
    return Counter(w.lower() for w in words if w.lower() not in STOP_WORDS)


def _holds(words: list[str], target: list[str]) -> bool:
    if not target:
        return False
    n = len(target)
    return any(words[i:i + n] == target for i in range(len(words) - n + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    q = _counts(question.split())
    q_len = math.sqrt(sum(n * n for n in q.values()))
    target = answer.split()
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = _cut(words, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        best, best_dot = 0, -1
        for i, piece in enumerate(pieces):
            dot = sum(n * q[w] for w, n in _counts(piece).items())
            if dot > best_dot:
                best, best_dot = i, dot
        p = _counts(pieces[best])
        p_len = math.sqrt(sum(n * n for n in p.values()))
        sim = best_dot / (q_len * p_len) if q_len and p_len else 0.0
        rows.append((overlap, len(pieces), sim, _holds(pieces[best], target)))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
