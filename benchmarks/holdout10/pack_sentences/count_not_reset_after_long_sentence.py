# MISTAKE: Handles a sentence longer than limit in a branch of its own that closes the open piece and adds the long sentence as a piece, but does not reset the word count there, so the next piece starts counting from the words of the piece before the long sentence and closes too early: ["a", "b c d e", "f g", "h"], limit 3 should give ["a", "b c d e", "f g h"] but gives ["a", "b c d e", "f g", "h"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if len(words) > limit:
            if piece:
                pieces.append(" ".join(piece))
                piece = []
            pieces.append(" ".join(words))
            continue
        if piece and count + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count += len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
