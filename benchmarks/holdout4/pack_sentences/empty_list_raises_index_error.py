# MISTAKE: Seeds the first piece with sentences[0] before looping over the rest, so an empty list of sentences raises IndexError instead of giving []: solve([], 3) should give [] but raises IndexError.
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece = sentences[0].split()
    for sentence in sentences[1:]:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
