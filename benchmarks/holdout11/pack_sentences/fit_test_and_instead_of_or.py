# MISTAKE: Writes the test for putting a sentence into the open piece as "not piece and it fits" instead of "not piece or it fits", so a sentence only ever goes into an empty piece and every sentence with words becomes a piece of its own: ["a", "b"], limit 5 should give ["a b"] but gives ["a", "b"].
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
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if not piece and len(piece) + len(words) <= limit:
            piece.extend(words)
        else:
            if piece:
                pieces.append(" ".join(piece))
            piece = list(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
