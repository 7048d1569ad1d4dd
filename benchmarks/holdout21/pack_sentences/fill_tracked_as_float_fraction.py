# MISTAKE: Tracks how full the piece is as a float fraction of limit (adding len(words) / limit per sentence) and closes it when the fraction would pass 1, so rounding errors of the running sum close some pieces that would hold exactly limit words; solve(["a", "b", "c", "d", "e", "f", "g", "h", "i"], 9) -> right ['a b c d e f g h i'], file gives ['a b c d e f g h', 'i']
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
    pieces: list[str] = []
    piece: list[str] = []
    fill = 0.0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        share = len(words) / limit
        if piece and fill + share > 1:
            pieces.append(" ".join(piece))
            piece = []
            fill = 0.0
        piece.extend(words)
        fill += share
    if piece:
        pieces.append(" ".join(piece))
    return pieces
