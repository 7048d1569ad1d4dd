# MISTAKE: Updates the running word count with count += len(piece) after extending the piece, adding the length of the whole piece where the new sentence's word count belongs, so from the third sentence of a piece on the count is too high and pieces close too early (pieces of one or two sentences are right): ["a", "b", "c"], limit 3 should give ["a b c"] but gives ["a b", "c"].
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
        count += len(piece)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
