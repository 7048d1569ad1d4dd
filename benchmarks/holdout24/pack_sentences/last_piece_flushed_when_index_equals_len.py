# MISTAKE: Adds the last piece inside the loop when the index of the sentence equals len(sentences), but the indexes of a list stop at len(sentences) - 1, so that test is never true and the last piece is never added (a list that fits in one piece gives []); solve(["a b", "c"], 5) -> right ['a b c'], file gives []
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
    for i, sentence in enumerate(sentences):
        words = sentence.split()
        if words:
            if piece and len(piece) + len(words) > limit:
                pieces.append(" ".join(piece))
                piece = []
            piece.extend(words)
        if i == len(sentences) and piece:
            pieces.append(" ".join(piece))
    return pieces
