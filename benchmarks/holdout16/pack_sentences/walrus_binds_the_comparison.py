# MISTAKE: Tests a sentence for words with if n := len(words) > 0:, but := binds more loosely than >, so n is the bool True (1), not the word count, and every sentence counts as one word: pieces hold up to limit sentences, however long: ["a b", "c d"], limit 3 should give ["a b", "c d"] but gives ["a b c d"].
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
        if n := len(words) > 0:
            if piece and count + n > limit:
                pieces.append(" ".join(piece))
                piece = []
                count = 0
            piece.extend(words)
            count += n
    if piece:
        pieces.append(" ".join(piece))
    return pieces
