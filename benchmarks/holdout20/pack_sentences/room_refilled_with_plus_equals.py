# MISTAKE: Keeps the room left in the piece and, on closing a piece, refills it with room += limit where room = limit belongs, so room the closed piece left unused carries over and the next piece can take more than limit words (and after a sentence longer than limit, fewer); ["a b", "c d", "e f"], 3 -> right ["a b", "c d", "e f"], file gives ["a b", "c d e f"]
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece = []
    room = limit
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(words) > room:
            pieces.append(" ".join(piece))
            piece = []
            room += limit
        piece.extend(words)
        room -= len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
