# MISTAKE: Raises limit to the length of the longest sentence first, so that every sentence "fits", which lets later pieces grow past the real limit: ["a b c", "d e", "f"], limit 2 should give ["a b c", "d e", "f"] but gives ["a b c", "d e f"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    split = [sentence.split() for sentence in sentences]
    limit = max([limit] + [len(words) for words in split])
    pieces: list[str] = []
    piece: list[str] = []
    for words in split:
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
