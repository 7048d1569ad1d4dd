# MISTAKE: adds a sentence to the piece string with piece += " " if piece else "" + " ".join(words), but a conditional expression binds loosest, so when the piece already holds words only the space is added and the sentence's words are lost; solve(["a b", "c"], 5) -> right ['a b c'], file gives ['a b ']
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
        if piece and count + len(words) > limit:
            pieces.append(piece)
            piece, count = "", 0
        piece += " " if piece else "" + " ".join(words)
        count += len(words)
    if piece:
        pieces.append(piece)
    return pieces
