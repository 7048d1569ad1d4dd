# MISTAKE: Computes a running word count with itertools.accumulate that restarts at the sentence's own count when it would pass limit, and starts a new piece wherever that count goes down, but a restart at a sentence with more words than the piece it closes makes the count go up, so that border is missed and the sentence is glued onto the piece before it (the lesson's returns-policy example is right): ["a", "b c d"], limit 3 should give ["a", "b c d"] but gives ["a b c d"].
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations

from itertools import accumulate


def solve(sentences: list[str], limit: int) -> list[str]:
    kept = [sentence.split() for sentence in sentences if sentence.split()]
    running = list(accumulate(
        (len(words) for words in kept),
        lambda total, n: n if total + n > limit else total + n,
    ))
    pieces: list[str] = []
    piece: list[str] = []
    for i, words in enumerate(kept):
        if i > 0 and running[i] <= running[i - 1]:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
