# MISTAKE: Cleans the input first with sentences[:] = [s for s in sentences if s.strip()], a slice assignment that removes the blank sentences from the caller's own list: s = ["a", "", "b"]; solve(s, 5) → right ["a b"] and s unchanged; this file ["a b"] but s becomes ["a", "b"].
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
    sentences[:] = [s for s in sentences if s.strip()]
    pieces = []
    piece = []
    for sentence in sentences:
        words = sentence.split()
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
