# MISTAKE: Skips a sentence with no words by testing "if not sentence", which only catches the empty string, so a sentence of only whitespace is kept as a sentence of the piece and a piece holding nothing else counts as not empty, is closed and comes out as "": [" ", "a b c"], limit 2 should give ["a b c"] but gives ["", "a b c"] (["  "] gives [""] instead of []).
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
        if not sentence:
            continue
        n = len(sentence.split())
        if piece and count + n > limit:
            pieces.append(" ".join(" ".join(piece).split()))
            piece = []
            count = 0
        piece.append(sentence)
        count += n
    if piece:
        pieces.append(" ".join(" ".join(piece).split()))
    return pieces
