# MISTAKE: Loops over the positions with for i in range(len(sentences)) but reads sentences[i - 1], so it starts with the last sentence (index -1) and then takes the others in order without it, which moves the last sentence to the front (right when the last sentence has no words, or there is only one): ["a", "b"], limit 5 should give ["a b"] but gives ["b a"].
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
    for i in range(len(sentences)):
        words = sentences[i - 1].split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
