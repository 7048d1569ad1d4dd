# MISTAKE: Adds each sentence first and, when the piece goes past limit, closes piece[:-n] and keeps piece[n:] as the new piece (n = the sentence's words) where piece[-n:] belongs, so the new piece starts with words of the piece just closed instead of the sentence alone (right only when the closed part also holds n words); solve(["a b c", "d e"], 3) -> right ['a b c', 'd e'], file gives ['a b c', 'c d e']
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
    piece = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        piece.extend(words)
        count += len(words)
        if count > limit and count > len(words):
            pieces.append(" ".join(piece[:-len(words)]))
            piece = piece[len(words):]
            count = len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
