# MISTAKE: Adds the last piece inside the loop when sentences.index(sentence) is the last index, but index() finds the first equal sentence, so when the last sentence also occurs earlier in the list the last piece is never added: ["a", "b", "a"], limit 5 should give ["a b a"] but gives [].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []
    last = len(sentences) - 1
    for sentence in sentences:
        words = sentence.split()
        if words:
            if piece and len(piece) + len(words) > limit:
                pieces.append(" ".join(piece))
                piece = []
            piece.extend(words)
        if sentences.index(sentence) == last and piece:
            pieces.append(" ".join(piece))
    return pieces
