# MISTAKE: keeps the piece being filled in a collections.Counter (update() to add a sentence, total() to count) and writes it out with " ".join(piece.elements()), but a Counter keeps one entry per distinct word and elements() hands out all copies of a word together, so repeated words of a piece are moved next to their first occurrence; solve(["a b a"], 5) -> right ['a b a'], file gives ['a a b']
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations

from collections import Counter


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece = Counter()
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and piece.total() + len(words) > limit:
            pieces.append(" ".join(piece.elements()))
            piece = Counter()
        piece.update(words)
    if piece:
        pieces.append(" ".join(piece.elements()))
    return pieces
