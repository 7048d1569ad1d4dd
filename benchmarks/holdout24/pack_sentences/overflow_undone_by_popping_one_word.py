# MISTAKE: Adds each sentence's words to the piece first and, when the piece goes past limit, takes the sentence back out with piece.pop() before closing it, but pop() removes only the last word, so the rest of that sentence stays in the closed piece and only its last word starts the next one; solve(["a b", "c d"], 3) -> right ['a b', 'c d'], file gives ['a b c', 'd']
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
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        piece.extend(words)
        if len(piece) > limit and len(piece) > len(words):
            moved = piece.pop()
            pieces.append(" ".join(piece))
            piece = [moved]
    if piece:
        pieces.append(" ".join(piece))
    return pieces
