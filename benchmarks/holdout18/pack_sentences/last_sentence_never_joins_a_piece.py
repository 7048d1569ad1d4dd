# MISTAKE: Fills each piece in an inner loop bounded by i < len(kept) - 1 where len(kept) belongs, so the last sentence with words never joins the piece before it and always ends up alone: ["a", "b"], 5 → right ["a b"]; this file ["a", "b"].
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
    kept = [sentence.split() for sentence in sentences if sentence.split()]
    pieces = []
    i = 0
    while i < len(kept):
        piece = list(kept[i])
        i += 1
        while i < len(kept) - 1 and len(piece) + len(kept[i]) <= limit:
            piece.extend(kept[i])
            i += 1
        pieces.append(" ".join(piece))
    return pieces
