# MISTAKE: Builds each piece as a string with piece = " ".join([piece] + words), starting from the empty string, and join() puts a space after that empty first item too, so every piece starts with a space; solve(["a b"], 5) -> right ['a b'], file gives [' a b']
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
    piece = ""
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if count and count + len(words) > limit:
            pieces.append(piece)
            piece = ""
            count = 0
        piece = " ".join([piece] + words)
        count += len(words)
    if count:
        pieces.append(piece)
    return pieces
