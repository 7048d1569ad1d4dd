# MISTAKE: Adds the last piece after the loop only if its text is not already in the list of pieces (a guard against adding it twice), so when the last piece reads the same as an earlier piece it is lost: ["a", "b", "a b"], limit 2 should give ["a b", "a b"] but gives ["a b"].
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
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count += len(words)
    if piece:
        last = " ".join(piece)
        if last not in pieces:
            pieces.append(last)
    return pieces
