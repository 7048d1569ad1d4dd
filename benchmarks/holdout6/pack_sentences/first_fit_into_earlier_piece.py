# MISTAKE: Puts each sentence into the first piece that still has room for it (first fit) instead of only into the piece being filled, so a short sentence jumps back before sentences that came earlier: ["a b c", "d e f", "g"], limit 4 should give ["a b c", "d e f g"] but gives ["a b c g", "d e f"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[list[str]] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        for piece in pieces:
            if len(piece) + len(words) <= limit:
                piece.extend(words)
                break
        else:
            pieces.append(list(words))
    return [" ".join(piece) for piece in pieces]
