# MISTAKE: Drops any sentence that repeats an earlier sentence word for word (meant to remove boilerplate), but every sentence with words belongs in a piece: ["ok", "ok"] with limit 5 should give ["ok ok"] but gives ["ok"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []
    seen = set()
    for sentence in sentences:
        words = sentence.split()
        key = " ".join(words)
        if not words or key in seen:
            continue
        seen.add(key)
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
