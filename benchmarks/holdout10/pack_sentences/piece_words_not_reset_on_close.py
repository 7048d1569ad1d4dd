# MISTAKE: Resets the word count when it closes a piece but never empties the list of the piece's words, so every piece also holds all the words of the pieces before it: ["a b", "c d", "e f"], limit 2 should give ["a b", "c d", "e f"] but gives ["a b", "a b c d", "a b c d e f"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and count + len(words) > limit:
            pieces.append(" ".join(piece))
            count = 0
        piece.extend(words)
        count += len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
