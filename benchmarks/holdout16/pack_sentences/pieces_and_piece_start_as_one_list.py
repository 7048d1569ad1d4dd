# MISTAKE: Starts both lists with the chained assignment pieces = piece = [], which binds both names to the same list, so the words of the first piece are added to the list of pieces itself, and they come out as pieces of one word each before the real pieces: ["a b", "c"], limit 5 should give ["a b c"] but gives ["a", "b", "c", "a b c"].
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
    pieces = piece = []
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
    if piece:
        pieces.append(" ".join(piece))
    return pieces
