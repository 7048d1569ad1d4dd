# MISTAKE: The test that closes the piece checks the list of finished pieces (if pieces and ...) instead of the piece being filled, and that list stays empty until the end, so no piece is ever closed and all the words come out as one piece: ["a b", "c d"], limit 2 should give ["a b", "c d"] but gives ["a b c d"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    piece: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if pieces and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
