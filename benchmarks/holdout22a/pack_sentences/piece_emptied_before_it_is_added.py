# MISTAKE: When a piece is closed it first starts the fresh piece (piece, count = [], 0) and only then appends " ".join(piece), which by then joins the new empty list, so every closed piece comes out as "" and only the last piece keeps its words; solve(["a b", "c d"], 3) -> right ['a b', 'c d'], file gives ['', 'c d']
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
        if piece and count + len(words) > limit:
            piece, count = [], 0
            pieces.append(" ".join(piece))
        piece.extend(words)
        count += len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
