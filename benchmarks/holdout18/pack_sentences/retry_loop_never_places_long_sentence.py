# MISTAKE: Walks the sentences with an index that moves on only when a sentence is placed, and retries a sentence after closing the piece, but has no branch for a sentence longer than limit in an empty piece, so the loop never ends: ["a b c"], 2 → right ["a b c"]; this file never returns.
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
    i = 0
    while i < len(sentences):
        words = sentences[i].split()
        if not words:
            i += 1
        elif len(piece) + len(words) <= limit:
            piece.extend(words)
            i += 1
        elif piece:
            pieces.append(" ".join(piece))
            piece = []
    if piece:
        pieces.append(" ".join(piece))
    return pieces
