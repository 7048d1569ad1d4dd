# MISTAKE: Searches with the question and the answer together (question + " " + answer), expanding the query with the words it hopes to find, so the nearest piece and its similarity are those of the expanded query; solve("money x y card", "money", "y card", 2, 0) -> right [(0, 2, 0.7071067811865475, False)], file gives [(0, 2, 0.8164965809277261, True)]
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


def _cut(text, size, overlap):
    words = text.split()
    pieces = []
    start = 0
    while start < len(words):
        pieces.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return pieces


def _vector(text):
    return Counter(word for word in text.lower().split() if word not in STOP_WORDS)


def _cosine(a, b):
    if not a or not b:
        return 0.0
    dot = sum(count * b[word] for word, count in a.items())
    return dot / math.sqrt(sum(c * c for c in a.values()) * sum(c * c for c in b.values()))


def _nearest(pieces, question):
    if not pieces:
        return -1, 0.0
    question_vector = _vector(question)
    best_index, best = 0, _cosine(question_vector, _vector(pieces[0]))
    for index in range(1, len(pieces)):
        similarity = _cosine(question_vector, _vector(pieces[index]))
        if similarity > best + 1e-9:
            best_index, best = index, similarity
    return best_index, best


def _holds(words, target):
    if not target:
        return False
    for i in range(len(words) - len(target) + 1):
        if words[i:i + len(target)] == target:
            return True
    return False


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    rows = []
    target = answer.split()
    query = question + " " + answer
    for overlap in range(most_overlap + 1):
        pieces = _cut(text, size, overlap)
        index, similarity = _nearest(pieces, query)
        whole = index >= 0 and _holds(pieces[index].split(), target)
        rows.append((overlap, len(pieces), similarity, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
