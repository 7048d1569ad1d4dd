# MISTAKE: Packs greedily from the last sentence backwards (so that the last piece is the full one) and reverses the pieces at the end, which moves the borders whenever forward packing would leave room at the end: ["a b", "c", "d e"], limit 3 should give ["a b c", "d e"] but gives ["a b", "c d e"].
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
    parts = []
    count = 0
    for sentence in reversed(sentences):
        words = sentence.split()
        if not words:
            continue
        if parts and count + len(words) > limit:
            pieces.append(" ".join(" ".join(part) for part in reversed(parts)))
            parts = []
            count = 0
        parts.append(words)
        count += len(words)
    if parts:
        pieces.append(" ".join(" ".join(part) for part in reversed(parts)))
    pieces.reverse()
    return pieces
