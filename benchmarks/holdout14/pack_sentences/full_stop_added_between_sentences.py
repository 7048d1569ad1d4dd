# MISTAKE: When it adds a sentence to a piece that already holds one, it first puts a full stop after the piece's last word unless that word ends in ".", "!" or "?", so that the glued sentences read as sentences, which changes the words (pieces of one sentence, and sentences that already end in a stop, are right): ["a b", "c"], limit 5 should give ["a b c"] but gives ["a b. c"].
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
    piece: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        if piece and not piece[-1].endswith((".", "!", "?")):
            piece[-1] += "."
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
