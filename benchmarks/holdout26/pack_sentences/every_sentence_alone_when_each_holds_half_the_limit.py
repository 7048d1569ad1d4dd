# MISTAKE: takes a shortcut that makes every sentence a piece of its own when each one holds at least half of limit words (2 * words >= limit, as if no two could then share a piece), but two sentences of exactly limit / 2 words fit together; solve(["a b", "c d"], 4) -> right ['a b c d'], file gives ['a b', 'c d']
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
    kept = [sentence.split() for sentence in sentences if sentence.split()]
    if all(2 * len(words) >= limit for words in kept):
        return [" ".join(words) for words in kept]
    pieces = []
    piece = []
    for words in kept:
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
