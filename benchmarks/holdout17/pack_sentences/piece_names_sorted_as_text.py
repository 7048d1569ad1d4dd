# MISTAKE: Keeps the pieces in a dict under the names "piece0", "piece1", ... and returns them in sorted(pieces) order, which sorts the names as text, so from 11 pieces on "piece10" comes before "piece2": the 11 one-word sentences "s0" to "s10" with limit 1 should give ["s0", "s1", "s2", ..., "s10"] but give ["s0", "s1", "s10", "s2", ..., "s9"].
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
    pieces: dict[str, list[str]] = {}
    number = 0
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        name = f"piece{number}"
        if name in pieces and count + len(words) > limit:
            number += 1
            name = f"piece{number}"
        if name not in pieces:
            pieces[name] = []
            count = 0
        pieces[name].extend(words)
        count += len(words)
    return [" ".join(pieces[name]) for name in sorted(pieces)]
