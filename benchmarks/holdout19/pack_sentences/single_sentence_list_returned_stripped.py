# MISTAKE: Takes a shortcut for a list of one sentence and returns [sentences[0].strip()], so that sentence keeps its inner tabs, line breaks and double spaces, and a single blank sentence gives [""]: ["a  b"], limit 3 should give ["a b"] but gives ["a  b"] ([" "] should give [] but gives [""]).
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
    if len(sentences) == 1:
        return [sentences[0].strip()]
    pieces = []
    piece = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
