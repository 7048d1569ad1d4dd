# MISTAKE: Reads "and the next sentence closes it again: it ends up alone" as if the sentence after a sentence longer than limit must be a piece on its own, so that next sentence is never packed with the ones after it: ["a b c", "d", "e"], limit 2 should give ["a b c", "d e"] but gives ["a b c", "d", "e"].
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
    after_long = False
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if after_long:
            pieces.append(" ".join(words))
            after_long = False
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
        if len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
            after_long = True
    if piece:
        pieces.append(" ".join(piece))
    return pieces
