# MISTAKE: Numbers the pieces with a key function and itertools.groupby, but stores the group iterators in a list before reading them, and a group is empty once groupby has moved past it, so every piece is empty and is dropped; solve(["a b", "c"], 5) -> right ['a b c'], file gives []
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations

import itertools


def solve(sentences: list[str], limit: int) -> list[str]:
    count = 0
    number = 0

    def piece_number(sentence: str) -> int:
        nonlocal count, number
        size = len(sentence.split())
        if size and count and count + size > limit:
            number += 1
            count = 0
        count += size
        return number

    groups = [group for _, group in itertools.groupby(sentences, piece_number)]
    pieces = [" ".join(word for sentence in group for word in sentence.split()) for group in groups]
    return [piece for piece in pieces if piece]
