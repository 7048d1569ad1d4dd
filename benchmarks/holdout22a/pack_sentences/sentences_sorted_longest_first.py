# MISTAKE: Sorts the sentences by word count, longest first, before packing them (as in first-fit-decreasing bin packing, to fill pieces better), although the pieces must keep the sentences in document order; solve(["a", "b c"], 5) -> right ['a b c'], file gives ['b c a']
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
    ordered = sorted((sentence.split() for sentence in sentences if sentence.split()), key=len, reverse=True)
    pieces = []
    piece = []
    for words in ordered:
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
