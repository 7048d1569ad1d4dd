# MISTAKE: Adds the sentence's words to the running count before the test, and after closing a piece resets the count to 0 instead of to the new sentence's words, so the sentence that opens a piece is not counted and the piece can go past limit: ["a b", "c d", "e f"], limit 3 should give ["a b", "c d", "e f"] but gives ["a b", "c d e f"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece_words: list[str] = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        count += len(words)
        if piece_words and count > limit:
            pieces.append(" ".join(piece_words))
            piece_words = []
            count = 0
        piece_words += words
    if piece_words:
        pieces.append(" ".join(piece_words))
    return pieces
