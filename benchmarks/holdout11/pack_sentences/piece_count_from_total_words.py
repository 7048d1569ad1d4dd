# MISTAKE: Works out in advance how many pieces are needed as ceil(total words / limit) and stops closing pieces once that many minus one are closed, so all the remaining sentences go into the last piece, which can go past limit: ["a b", "c d", "e f"], limit 3 should give ["a b", "c d", "e f"] but gives ["a b", "c d e f"].
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations

import math


def solve(sentences: list[str], limit: int) -> list[str]:
    total = sum(len(sentence.split()) for sentence in sentences)
    wanted = math.ceil(total / limit)
    pieces = []
    piece = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit and len(pieces) < wanted - 1:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
