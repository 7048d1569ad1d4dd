# MISTAKE: Takes a shortcut for limit 1, where every sentence is a piece of its own, and returns every sentence's words joined by single spaces, forgetting there the rule that sentences with no words are skipped, so each blank sentence becomes an empty piece: ["a", "", "b c"], limit 1 should give ["a", "b c"] but gives ["a", "", "b c"] (other limits are right).
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
    if limit == 1:
        return [" ".join(sentence.split()) for sentence in sentences]
    pieces = []
    piece = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and count + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count += len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
