# MISTAKE: Caps most_overlap at one less than the number of words, taking a bigger overlap to be pointless, so a short text gets too few rows (and a text with no words gets none): "x", question "x", answer "x", size 3, most_overlap 2 should give [(0, 1, 1.0, True), (1, 1, 1.0, True), (2, 1, 1.0, True)] but gives [(0, 1, 1.0, True)].
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


def chunk_words(words: list[str], size: int, overlap: int) -> list[str]:
    step = size - overlap
    out = []
    start = 0
    while start < len(words):
        out.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return out


def vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(a[w] * b[w] for w in a)
    return dot / (math.sqrt(sum(v * v for v in a.values())) * math.sqrt(sum(v * v for v in b.values())))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    target = answer.split()
    q = vector(question)
    most_overlap = min(most_overlap, len(words) - 1)
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = chunk_words(words, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        best, best_sim = 0, cosine(vector(pieces[0]), q)
        for i, piece in enumerate(pieces[1:], start=1):
            s = cosine(vector(piece), q)
            if s > best_sim + 1e-9:
                best, best_sim = i, s
        piece_words = pieces[best].split()
        whole = bool(target) and any(
            piece_words[i:i + len(target)] == target for i in range(len(piece_words) - len(target) + 1)
        )
        rows.append((overlap, len(pieces), best_sim, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
