# MISTAKE: Updates the running count with count = len(piece) one line too early, before piece.extend(words), so the count always leaves out the sentence added last and pieces grow past limit: ["a b", "c d", "e f"], limit 4 should give ["a b c d", "e f"] but gives ["a b c d e f"].
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
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and count + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        count = len(piece)
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
