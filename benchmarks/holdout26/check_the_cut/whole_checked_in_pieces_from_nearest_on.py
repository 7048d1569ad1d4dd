# MISTAKE: Hands the pasted keeps_whole (which takes a list of chunks) the slice pieces[index:] where the one piece pieces[index:index + 1] was meant, so the answer counts as whole when the nearest piece or any piece after it holds it; solve('money a b c', 'money', 'b c', 2, 0) -> right [(0, 2, 1.0, False)], file gives [(0, 2, 1.0, True)]
"""Check the cut: for each overlap, how many pieces, how near the nearest one is, and is the answer whole in it.

For every overlap from 0 to `most_overlap`, cut `text` into pieces of `size` words exactly as chunk_words
does, find the piece nearest to `question` exactly as nearest_chunk does (same STOP_WORDS, ties to the
earliest), and ask whether that piece holds all the words of `answer` side by side, in order, as
keeps_whole asks of a chunk. Return one row per overlap: (overlap, number of pieces, the nearest piece's
similarity, True or False). With no pieces the row is (overlap, 0, 0.0, False). Run `kata show check_the_cut`;
`python exercises/check_the_cut.py` prints the seed page's table.
"""

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


def _chunk_words(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def _vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def _nearest_chunk(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return (-1, 0.0)
    q = _vector(question)
    best_index, best = -1, 0.0
    for i, chunk in enumerate(chunks):
        c = _vector(chunk)
        if q and c:
            dot = sum(q[w] * c[w] for w in q)
            similarity = dot / math.sqrt(sum(n * n for n in q.values()) * sum(n * n for n in c.values()))
        else:
            similarity = 0.0
        if best_index == -1 or similarity > best + 1e-9:
            best_index, best = i, similarity
    return (best_index, best)


def _keeps_whole(chunks: list[list[str]], answer_words: list[str]) -> bool:
    length = len(answer_words)
    if length == 0:
        return False
    return any(chunk[i:i + length] == answer_words for chunk in chunks for i in range(len(chunk) - length + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    answer_words = answer.split()
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = _chunk_words(text, size, overlap)
        index, similarity = _nearest_chunk(pieces, question)
        whole = index >= 0 and _keeps_whole([piece.split() for piece in pieces[index:]], answer_words)
        rows.append((overlap, len(pieces), similarity, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
