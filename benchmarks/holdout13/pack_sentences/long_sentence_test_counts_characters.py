# MISTAKE: Tests whether a sentence is longer than limit with len(sentence), its number of characters, instead of len(words), so any sentence with more characters than limit is closed off as a piece of its own and never shares a piece: ["hello world", "ok"], limit 5 should give ["hello world ok"] but gives ["hello world", "ok"].
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
        if len(sentence) > limit:
            if piece:
                pieces.append(" ".join(piece))
                piece = []
                count = 0
            pieces.append(" ".join(words))
            continue
        if piece and count + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count += len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
