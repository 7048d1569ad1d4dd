# MISTAKE: Tests whether the piece holds words with piece is not [], which compares with a brand-new empty list by identity and is always true, so the last flush adds an empty piece for a list without words, and a first sentence longer than limit closes an empty piece: [], limit 3 should give [] but gives [""] (["a b c"], limit 2 gives ["", "a b c"]).
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
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece is not [] and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece is not []:
        pieces.append(" ".join(piece))
    return pieces
