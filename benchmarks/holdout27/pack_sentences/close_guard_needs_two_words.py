# MISTAKE: Guards the close with len(piece) > 1 where len(piece) > 0 belongs (the piece holds words), so a piece of a single word is never closed and the next sentence is glued onto it past limit; solve(["a", "b c"], 2) -> right ['a', 'b c'], file gives ['a b c']
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
        if len(piece) > 1 and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
