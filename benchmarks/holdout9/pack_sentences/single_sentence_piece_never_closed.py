# MISTAKE: Guards the close with "the piece holds more than one sentence" instead of "the piece holds words", so a piece holding a single sentence is never closed and the next sentence is always glued onto it, past limit: ["a b", "c d"], limit 3 should give ["a b", "c d"] but gives ["a b c d"].
"""Glue whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    piece: list[str] = []
    sentences_in_piece = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if sentences_in_piece > 1 and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece, sentences_in_piece = [], 0
        piece.extend(words)
        sentences_in_piece += 1
    if piece:
        pieces.append(" ".join(piece))
    return pieces
