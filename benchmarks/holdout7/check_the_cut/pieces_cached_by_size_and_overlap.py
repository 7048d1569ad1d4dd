# MISTAKE: Keeps the pieces of each cut in a module-level dict keyed by (size, overlap) only, so a later call with another text but the same size and overlap reuses the earlier text's pieces: after solve("x", "x", "x", 2, 0) (rightly [(0, 1, 1.0, True)]), solve("y z w", "y z", "y z", 2, 0) should give [(0, 2, 1.0, True)] but gives [(0, 1, 0.0, False)].
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


_PIECES: dict[tuple[int, int], list[str]] = {}


def _pieces(words: list[str], size: int, overlap: int) -> list[str]:
    key = (size, overlap)
    if key not in _PIECES:
        out = []
        if words:
            step = size - overlap
            start = 0
            while True:
                out.append(" ".join(words[start:start + size]))
                if start + size >= len(words):
                    break
                start += step
        _PIECES[key] = out
    return _PIECES[key]


def _vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(n * b[w] for w, n in a.items())
    return dot / math.sqrt(sum(n * n for n in a.values()) * sum(n * n for n in b.values()))


def _has_run(words: list[str], target: list[str]) -> bool:
    n = len(target)
    return n > 0 and any(words[i:i + n] == target for i in range(len(words) - n + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    q = _vector(question)
    target = answer.split()
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = _pieces(words, size, overlap)
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        best, best_sim = 0, _cosine(_vector(pieces[0]), q)
        for i in range(1, len(pieces)):
            s = _cosine(_vector(pieces[i]), q)
            if s > best_sim + 1e-9:
                best, best_sim = i, s
        rows.append((overlap, len(pieces), best_sim, _has_run(pieces[best].split(), target)))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
