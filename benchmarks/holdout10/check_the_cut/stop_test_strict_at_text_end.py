# MISTAKE: Stops cutting only when a window runs past the end (start + size > len(words)) instead of when it reaches the last word, so when a window ends exactly on the last word and overlap > 0 one more piece of the last overlap words is made: "a b c d e", question "q", answer "q", size 3, most_overlap 1 should give [(0, 2, 0.0, False), (1, 2, 0.0, False)] but gives [(0, 2, 0.0, False), (1, 3, 0.0, False)].
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
        if start + size > len(words):
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


def nearest_chunk(chunks, question):
    q = vector(question)
    best_index, best_sim = -1, 0.0
    for i, chunk in enumerate(chunks):
        sim = cosine(q, vector(chunk))
        if best_index == -1 or sim > best_sim + 1e-9:
            best_index, best_sim = i, sim
    return best_index, best_sim


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
        index, similarity = nearest_chunk(pieces, question)
        rows.append((overlap, len(pieces), similarity, keeps_whole(pieces[index], answer)))
    return rows


if __name__ == "__main__":
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
