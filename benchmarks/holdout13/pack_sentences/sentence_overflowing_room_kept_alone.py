# MISTAKE: Treats a sentence that does not fit in the room left in the piece (more than limit - count words) like one longer than limit: it closes the piece and makes that sentence a piece of its own, so the sentences after it can no longer join it: ["a b", "c d", "e"], limit 3 should give ["a b", "c d e"] but gives ["a b", "c d", "e"].
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
        if len(words) > limit - count:
            if piece:
                pieces.append(" ".join(piece))
            pieces.append(" ".join(words))
            piece = []
            count = 0
            continue
        piece.extend(words)
        count += len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
