# MISTAKE: When it closes a piece it starts the next one with the closed piece's last sentence (if that sentence and the new one fit together), like the overlap of chunk_words, so sentences are repeated in two pieces: ["a b", "c d", "e f"], limit 4 should give ["a b c d", "e f"] but gives ["a b c d", "c d e f"].
"""Glue whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []
    last_length = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            last = piece[-last_length:]
            piece = last if last_length + len(words) <= limit else []
        piece.extend(words)
        last_length = len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
