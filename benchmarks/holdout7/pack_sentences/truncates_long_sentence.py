# MISTAKE: Cuts a sentence longer than limit down to its first limit words so that every piece stays within the budget, which loses the rest of its words: ["a b c"], limit 2 should give ["a b c"] but gives ["a b"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    piece: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if len(words) > limit:
            words = words[:limit]
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
