# MISTAKE: hands the pieces out with yield, as in chunk_chars, which makes solve a generator function, so it returns a generator object instead of the list of pieces (also [] becomes an empty generator); solve(["a b", "c"], 5) -> right ['a b c'], file gives a generator object (whose items are 'a b c')
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
    piece: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            yield " ".join(piece)
            piece = []
        piece.extend(words)
    if piece:
        yield " ".join(piece)
