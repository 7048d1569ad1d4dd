# MISTAKE: Reads "pieces of size words" with an overlap as size new words plus the overlap words, so it cuts windows of size + overlap words that start size words apart, and with an overlap the pieces are too long and too few; the returns policy (text " ".join(POLICY)), QUESTION, answer POLICY[3], size 10, most_overlap 1 -> right [(0, 6, 0.5163977794943222, False), (1, 6, 0.47140452079103173, False)], file gives [(0, 6, 0.5163977794943222, False), (1, 5, 0.47140452079103173, False)]
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


def solve(text: str, question: str, answer: str, size: int, most_overlap: int) -> list[tuple[int, int, float, bool]]:
    words = text.split()
    target = answer.split()

    def vector(t):
        return Counter(w for w in t.lower().split() if w not in STOP_WORDS)

    def cosine(a, b):
        if not a or not b:
            return 0.0
        dot = sum(a[w] * b[w] for w in a)
        return dot / (sum(n * n for n in a.values()) * sum(n * n for n in b.values())) ** 0.5

    def holds(piece):
        length = len(target)
        return length > 0 and any(piece[i:i + length] == target for i in range(len(piece) - length + 1))

    q = vector(question)
    rows = []
    for overlap in range(most_overlap + 1):
        pieces = []
        start = 0
        while words:
            pieces.append(words[start:start + size + overlap])
            if start + size + overlap >= len(words):
                break
            start += size
        if not pieces:
            rows.append((overlap, 0, 0.0, False))
            continue
        best, best_sim = 0, cosine(q, vector(" ".join(pieces[0])))
        for i in range(1, len(pieces)):
            sim = cosine(q, vector(" ".join(pieces[i])))
            if sim > best_sim + 1e-9:
                best, best_sim = i, sim
        rows.append((overlap, len(pieces), best_sim, holds(pieces[best])))
    return rows


if __name__ == "__main__":
    # The page's exercise: pieces of 10 words, overlaps 0 to 4.
    for overlap, pieces, similarity, whole in solve(" ".join(POLICY), QUESTION, POLICY[3], 10, 4):
        print(f"overlap {overlap}: {pieces} pieces, {similarity:.3f}, answer whole: {'yes' if whole else 'no'}")
