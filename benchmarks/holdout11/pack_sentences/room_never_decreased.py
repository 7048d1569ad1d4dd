# MISTAKE: Keeps the room left in the piece and resets it when it closes a piece, but never takes the words of a sentence it adds off that room, so a piece is only closed before a sentence longer than the room it had when it was opened (limit for the first piece) and pieces grow past limit: ["a b", "c d", "e f"], limit 3 should give ["a b", "c d", "e f"] but gives ["a b c d e f"].
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
            piece = list(words)
            room = limit - len(words)
        else:
            piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
