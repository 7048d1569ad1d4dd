# MISTAKE: Measures a piece against limit in characters (the length of the joined text) instead of in words, so pieces close far too early: ["a b", "c d"], limit 4 should give ["a b c d"] but gives ["a b", "c d"] ("a b c d" is 7 characters).
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    piece = ""
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        text = " ".join(words)
        if piece and len(piece) + 1 + len(text) > limit:
            pieces.append(piece)
            piece = ""
        piece = f"{piece} {text}" if piece else text
    if piece:
        pieces.append(piece)
    return pieces
