# MISTAKE: Closes a sentence longer than limit as its own piece right away but forgets to empty the piece afterwards, so that sentence comes out a second time: ["a b c", "d"] with limit 2 should give ["a b c", "d"] but gives ["a b c", "a b c", "d"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
        if len(words) > limit:
            # too long for any piece: it stands alone
            pieces.append(" ".join(piece))
    if piece:
        pieces.append(" ".join(piece))
    return pieces
