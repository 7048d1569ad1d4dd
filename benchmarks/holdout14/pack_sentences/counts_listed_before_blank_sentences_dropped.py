# MISTAKE: Counts the words of every sentence in one list and drops the sentences with no words into another, then reads the count of kept sentence i at position i of the count list, so after a blank sentence each count belongs to an earlier sentence and pieces close in the wrong places or grow past limit (right when blank sentences come only at the end): ["", "a", "b c"], limit 2 should give ["a", "b c"] but gives ["a b c"].
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
    counts = [len(sentence.split()) for sentence in sentences]
    kept = [sentence for sentence in sentences if sentence.split()]
    pieces = []
    piece: list[str] = []
    used = 0
    for i, sentence in enumerate(kept):
        if piece and used + counts[i] > limit:
            pieces.append(" ".join(piece))
            piece = []
            used = 0
        piece.extend(sentence.split())
        used += counts[i]
    if piece:
        pieces.append(" ".join(piece))
    return pieces
