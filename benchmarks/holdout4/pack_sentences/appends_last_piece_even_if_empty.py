# MISTAKE: Adds the last piece after the loop without checking that it holds any words, so a list with no words at all gives [""] instead of []: ["", "  "] with limit 3 should give [] but gives [""] (and [] gives [""] too).
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
    pieces.append(" ".join(piece))
    return pieces
