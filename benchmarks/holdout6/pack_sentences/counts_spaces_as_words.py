# MISTAKE: Counts the words of the piece being filled as piece.count(" "), one fewer than there are, so a piece may take one word more than limit: ["a b", "c d"], limit 3 should give ["a b", "c d"] but gives ["a b c d"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    piece = ""
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and piece.count(" ") + len(words) > limit:
            pieces.append(piece)
            piece = ""
        piece = " ".join([piece, *words]) if piece else " ".join(words)
    if piece:
        pieces.append(piece)
    return pieces
