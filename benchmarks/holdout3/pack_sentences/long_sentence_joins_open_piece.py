# MISTAKE: Adds a sentence to the open piece when it fits or when it is longer than limit by itself, so a too-long sentence is glued onto the piece before it instead of starting its own: ["a b", "c d e f"] with limit 3 should give ["a b", "c d e f"] but gives ["a b c d e f"].
"""Pack whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    piece: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if len(piece) + len(words) <= limit or len(words) > limit:
            piece.extend(words)
        else:
            pieces.append(" ".join(piece))
            piece = list(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
