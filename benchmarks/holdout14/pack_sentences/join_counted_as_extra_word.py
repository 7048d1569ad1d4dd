# MISTAKE: Counts one extra word for each join between two sentences of a piece (as when budgeting characters, where the joining space takes room), so a piece of k sentences is measured as its words plus k - 1 and closes too early (the lesson's example still comes out right): ["a b", "c d"], limit 4 should give ["a b c d"] but gives ["a b", "c d"].
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
    used = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        cost = len(words) + 1 if piece else len(words)
        if piece and used + cost > limit:
            pieces.append(" ".join(piece))
            piece = []
            used = 0
            cost = len(words)
        piece.extend(words)
        used += cost
    if piece:
        pieces.append(" ".join(piece))
    return pieces
