# MISTAKE: Walks the list with an index and closes the piece in an if/else, so the sentence that did not fit is never added to the fresh piece and is lost: ["a b", "c d"] with limit 3 should give ["a b", "c d"] but gives ["a b"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []
    i = 0
    while i < len(sentences):
        words = sentences[i].split()
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        else:
            piece.extend(words)
        i += 1
    if piece:
        pieces.append(" ".join(piece))
    return pieces
