# MISTAKE: Updates the running word count with count = len(words) instead of count += len(words), so the count only knows the last sentence and pieces grow past limit: ["a b", "c d", "e f"] with limit 4 should give ["a b c d", "e f"] but gives ["a b c d e f"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if count and count + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count = len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
