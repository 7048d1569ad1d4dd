# MISTAKE: Stores the piece's own word list in the list of closed pieces and then empties it with piece.clear(), so every stored piece is the same list object and all of them end up holding the words of the last piece: ["a b", "c d", "e"], limit 2 should give ["a b", "c d", "e"] but gives ["e", "e", "e"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    closed: list[list[str]] = []
    piece: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            closed.append(piece)
            piece.clear()
        piece.extend(words)
    if piece:
        closed.append(piece)
    return [" ".join(words) for words in closed]
