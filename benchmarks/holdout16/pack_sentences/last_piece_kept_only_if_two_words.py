# MISTAKE: Adds the last piece after the loop only if len(piece) > 1 where > 0 belongs, so a last piece of exactly one word is lost (pieces closed inside the loop are right): ["a b c", "d"], limit 3 should give ["a b c", "d"] but gives ["a b c"].
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
    result = []
    piece = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            result.append(" ".join(piece))
            piece = []
        piece += words
    if len(piece) > 1:
        result.append(" ".join(piece))
    return result
