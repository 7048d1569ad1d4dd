# MISTAKE: Updates the sentence length only after the fit test, so the test adds the previous sentence's word count instead of the new one's: ["a", "b c d"], limit 3 should give ["a", "b c d"] but gives ["a b c d"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    piece: list[str] = []
    length = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + length > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
        length = len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
