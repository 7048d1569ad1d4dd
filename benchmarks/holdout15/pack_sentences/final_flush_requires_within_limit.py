# MISTAKE: Adds the last piece after the loop only if 0 < count <= limit, a check that the piece keeps the budget, but a single sentence longer than limit is a valid piece, so when the last sentence with words is longer than limit (and so a piece of its own) it is lost: ["a b", "c d e f"], limit 3 should give ["a b", "c d e f"] but gives ["a b"].
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
    pieces: list[str] = []
    piece: list[str] = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and count + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count += len(words)
    if 0 < count <= limit:
        pieces.append(" ".join(piece))
    return pieces
