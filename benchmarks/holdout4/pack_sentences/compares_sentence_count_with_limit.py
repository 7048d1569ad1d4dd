# MISTAKE: Keeps the piece as a list of sentences and tests len(piece) + words > limit, adding a count of sentences to a count of words, so pieces grow far past limit: ["a b c", "d e"] with limit 4 should give ["a b c", "d e"] but gives ["a b c d e"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []          # the sentences of the piece, already normalised
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.append(" ".join(words))
    if piece:
        pieces.append(" ".join(piece))
    return pieces
