# MISTAKE: Adds the sentence's words to the running count before the fit test and again after putting the sentence into the piece, so every sentence counts double and pieces close too early: ["a", "b", "c"], limit 3 should give ["a b c"] but gives ["a b", "c"].
"""Glue whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        count += len(words)
        if piece and count > limit:
            pieces.append(" ".join(piece))
            piece = []
            count = len(words)
        piece.extend(words)
        count += len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
