# MISTAKE: Walks the sentences with a while loop and an index, but the continue for a sentence with no words jumps back before i += 1, so the loop stays on the first blank sentence forever and the call never returns: ["a", "", "b"], limit 5 should give ["a b"] but never returns.
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
    i = 0
    while i < len(sentences):
        words = sentences[i].split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
        i += 1
    if piece:
        pieces.append(" ".join(piece))
    return pieces
