# MISTAKE: Keeps the words of the piece in collections.deque(maxlen=limit), since a piece holds at most limit words, but a full deque silently drops words from its front, so a sentence longer than limit keeps only its last limit words; ["a b c"], 2 -> right ["a b c"], file gives ["b c"]
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations

from collections import deque


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece = deque(maxlen=limit)
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece.clear()
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
