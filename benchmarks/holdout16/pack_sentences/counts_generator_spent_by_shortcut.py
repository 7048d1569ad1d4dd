# MISTAKE: Keeps the word counts in a generator expression, sums it for a shortcut (everything fits in one piece) and then zips the same generator with the sentences, but sum() has already used it up, so the loop never runs and every list that needs more than one piece gives []: ["a b", "c d"], limit 2 should give ["a b", "c d"] but gives [].
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
    counts = (len(sentence.split()) for sentence in sentences)
    if sum(counts) <= limit:
        words = [word for sentence in sentences for word in sentence.split()]
        return [" ".join(words)] if words else []
    pieces = []
    piece = []
    total = 0
    for sentence, n in zip(sentences, counts):
        if n == 0:
            continue
        if piece and total + n > limit:
            pieces.append(" ".join(piece))
            piece = []
            total = 0
        piece.extend(sentence.split())
        total += n
    if piece:
        pieces.append(" ".join(piece))
    return pieces
