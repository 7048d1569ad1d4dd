# MISTAKE: Gives up packing as soon as any sentence is longer than limit and returns every sentence with words as a piece of its own, reading "sentences are never split" as "then the limit cannot be kept, so glue nothing", instead of packing the other sentences as usual: ["a", "b", "c d e"], limit 2 should give ["a b", "c d e"] but gives ["a", "b", "c d e"].
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
    if any(len(sentence.split()) > limit for sentence in sentences):
        return [" ".join(sentence.split()) for sentence in sentences if sentence.split()]
    pieces = []
    piece: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
