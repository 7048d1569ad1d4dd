# MISTAKE: Counts a sentence's words as len(set(sentence.split())), the number of different words, so a sentence with a repeated word counts too few words and pieces can grow past limit: ["a a b", "c"], limit 3 should give ["a a b", "c"] but gives ["a a b c"].
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
    piece: list[str] = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        n = len(set(words))
        if piece and count + n > limit:
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count += n
    if piece:
        pieces.append(" ".join(piece))
    return pieces
