# MISTAKE: Puts every sentence longer than limit into a separate list of oversized pieces and adds that list after the packed pieces, so long sentences move to the end and the sentences on either side of one can share a piece; solve(["a b c", "d"], 2) -> right ['a b c', 'd'], file gives ['d', 'a b c']
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
    oversized = []
    piece = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if len(words) > limit:
            oversized.append(" ".join(words))
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces + oversized
