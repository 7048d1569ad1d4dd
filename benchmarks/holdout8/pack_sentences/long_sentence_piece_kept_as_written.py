# MISTAKE: The branch for a sentence longer than limit adds sentence.strip() as its piece instead of its words joined by single spaces, so tabs, line breaks and double spaces inside such a sentence stay (other pieces are right): ["a b", "c\td  e"], limit 2 should give ["a b", "c d e"] but gives ["a b", "c\td  e"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    words_in_piece: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if len(words) > limit:
            if words_in_piece:
                pieces.append(" ".join(words_in_piece))
                words_in_piece = []
            pieces.append(sentence.strip())
            continue
        if len(words_in_piece) + len(words) > limit:
            pieces.append(" ".join(words_in_piece))
            words_in_piece = []
        words_in_piece.extend(words)
    if words_in_piece:
        pieces.append(" ".join(words_in_piece))
    return pieces
