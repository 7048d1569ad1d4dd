# MISTAKE: Adds a self-check assert len(piece) <= limit before closing each piece (the lesson's promise written as an assert) but leaves out the promise's exception for a single sentence longer than limit, so any list holding such a sentence raises AssertionError; solve(["a b c", "d"], 2) -> right ['a b c', 'd'], file gives a raised AssertionError
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
        if piece and len(piece) + len(words) > limit:
            assert len(piece) <= limit
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        assert len(piece) <= limit
        pieces.append(" ".join(piece))
    return pieces
