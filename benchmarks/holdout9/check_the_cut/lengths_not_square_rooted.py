# MISTAKE: Divides the dot product by the product of the two squared lengths, leaving out the square root, so a similarity comes out too small whenever that product is above 1 (and the nearest piece can change): the returns policy, question "when do i get my money back", answer "the money goes back to your card within five days", size 10, most_overlap 0 should give [(0, 6, 0.5163977794943222, False)] but gives [(0, 6, 0.13333333333333333, False)].
"""Check the cut: for each overlap, how many pieces, how near the nearest one is, and is the answer whole in it.

For every overlap from 0 to `most_overlap`, cut `text` into pieces of `size` words exactly as chunk_words
does, find the piece nearest to `question` exactly as nearest_chunk does (same STOP_WORDS, ties to the
earliest), and ask whether that piece holds all the words of `answer` side by side, in order, as
keeps_whole asks of a chunk. Return one row per overlap: (overlap, number of pieces, the nearest piece's
similarity, True or False). With no pieces the row is (overlap, 0, 0.0, False). Run `kata show check_the_cut`;
`python exercises/check_the_cut.py` prints the seed page's table.
"""

from __future__ import annotations

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


def chunk_words(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks


def vector(text: str) -> Counter:
    return Counter(w for w in text.lower().split() if w not in STOP_WORDS)


def cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(n * b[w] for w, n in a.items())
    length_a = sum(n * n for n in a.values())
    length_b = sum(n * n for n in b.values())
    return dot / (length_a * length_b)


def nearest_chunk(chunks: list[str], question: str) -> tuple[int, float]:
    if not chunks:
        return -1, 0.0
    q = vector(question)
    best, best_sim = 0, cosine(q, vector(chunks[0]))
    for i in range(1, len(chunks)):
        sim = cosine(q, vector(chunks[i]))
        if sim > best_sim + 1e-9:
            best, best_sim = i, sim
    return best, best_sim


def keeps_whole(piece: str, answer: str) -> bool:
    words = piece.split()
    target = answer.split()
    if not target:
        return False
    m = len(target)
    return any(words[i:i + m] == target for i in range(len(words) - m + 1))


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = chunk_words(text, size, overlap)
        index, sim = nearest_chunk(pieces, question)
        whole = index >= 0 and keeps_whole(pieces[index], answer)
        rows.append((overlap, len(pieces), sim, whole))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
