# MISTAKE: Removes each sentence without words from the list with sentences.remove() inside the for loop over that same list, so the loop skips the sentence after every removed one (and the caller's list is changed); solve(["a", "", "b"], 5) -> right ['a b'], file gives ['a']
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
            sentences.remove(sentence)
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
