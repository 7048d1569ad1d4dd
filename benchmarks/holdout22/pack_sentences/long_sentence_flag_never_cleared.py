# MISTAKE: Marks with a flag that a sentence longer than limit was put into the piece, so that the next sentence closes it, but never clears the flag, so after the first such sentence every later sentence closes the piece and ends up alone; solve(["a b c", "d", "e"], 2) -> right ['a b c', 'd e'], file gives ['a b c', 'd', 'e']
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
    after_long = False
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and (after_long or count + len(words) > limit):
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count += len(words)
        if len(words) > limit:
            after_long = True
    if piece:
        pieces.append(" ".join(piece))
    return pieces
