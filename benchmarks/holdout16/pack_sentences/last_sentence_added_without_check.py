# MISTAKE: Packs all sentences but the last in the loop and then puts the last sentence into the open piece without the fit test before adding that piece, so the last sentence never starts a piece of its own and the last piece can go past limit: ["a b", "c d"], limit 3 should give ["a b", "c d"] but gives ["a b c d"].
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
    if not sentences:
        return []
    pieces = []
    current = []
    for sentence in sentences[:-1]:
        words = sentence.split()
        if not words:
            continue
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    current.extend(sentences[-1].split())
    if current:
        pieces.append(" ".join(current))
    return pieces
