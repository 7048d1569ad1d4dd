# MISTAKE: Opens each piece with the outer for loop and fills it with an inner for loop over the same iterator, breaking out when a sentence does not fit, but the inner loop has already taken that sentence from the iterator, so the outer loop goes on with the one after it and the sentence that closed the piece is lost; solve(["a b", "c d", "e"], 2) -> right ['a b', 'c d', 'e'], file gives ['a b', 'e']
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
    sentence_iter = iter(sentences)
    for first in sentence_iter:
        piece = first.split()
        if not piece:
            continue
        for sentence in sentence_iter:
            words = sentence.split()
            if not words:
                continue
            if len(piece) + len(words) > limit:
                break
            piece.extend(words)
        pieces.append(" ".join(piece))
    return pieces
