# MISTAKE: Walks the list with a while loop and an index; the branch for a sentence longer than limit adds 1 to the index and the common i += 1 at the end of the loop adds 1 again, so the sentence right after every sentence longer than limit is skipped and its words are lost: ["a b c", "d", "e"], limit 2 should give ["a b c", "d e"] but gives ["a b c", "e"].
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
    pieces: list[str] = []
    piece: list[str] = []
    i = 0
    while i < len(sentences):
        words = sentences[i].split()
        if not words:
            i += 1
            continue
        if len(words) > limit:
            if piece:
                pieces.append(" ".join(piece))
            pieces.append(" ".join(words))
            piece = []
            i += 1
        elif piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = list(words)
        else:
            piece.extend(words)
        i += 1
    if piece:
        pieces.append(" ".join(piece))
    return pieces
