# MISTAKE: Uses break instead of continue for a sentence with no words, so everything after the first empty sentence is lost: ["a", "", "b"] with limit 5 should give ["a b"] but gives ["a"].
"""Pack whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    piece: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            break
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
