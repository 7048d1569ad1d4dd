# MISTAKE: When it closes a piece it appends " ".join(words), the words of the sentence that did not fit, instead of " ".join(piece), so every closed piece is replaced by the sentence that follows it: ["a b", "c d", "e"], limit 3 should give ["a b", "c d e"] but gives ["c d", "c d e"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and count + len(words) > limit:
            pieces.append(" ".join(words))
            piece = []
            count = 0
        piece.extend(words)
        count += len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
