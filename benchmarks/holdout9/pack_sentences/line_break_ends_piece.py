# MISTAKE: Treats a sentence that ends with a line break as the end of a paragraph and closes the piece after it even when the next sentence would still fit: ["a b\n", "c"], limit 5 should give ["a b c"] but gives ["a b", "c"].
"""Glue whole sentences, in order, into pieces of at most `limit` words."""

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
        if sentence.rstrip(" \t").endswith("\n"):
            pieces.append(" ".join(piece))
            piece = []
    if piece:
        pieces.append(" ".join(piece))
    return pieces
