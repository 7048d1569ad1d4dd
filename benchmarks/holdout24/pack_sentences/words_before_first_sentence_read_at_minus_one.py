# MISTAKE: Finds each piece's end with bisect_right on the running word totals and takes the words before the piece's first sentence as totals[i - 1], which for the first sentence (i = 0) is totals[-1], the total of the whole list, so the first piece swallows every sentence (right again when the list starts with a blank sentence); solve(["a b", "c d"], 2) -> right ['a b', 'c d'], file gives ['a b c d']
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations
from bisect import bisect_right
from itertools import accumulate


def solve(sentences: list[str], limit: int) -> list[str]:
    counts = [len(sentence.split()) for sentence in sentences]
    totals = list(accumulate(counts))
    pieces = []
    i = 0
    while i < len(sentences):
        if counts[i] == 0:
            i += 1
            continue
        before = totals[i - 1]
        end = max(bisect_right(totals, before + limit), i + 1)
        words = [word for sentence in sentences[i:end] for word in sentence.split()]
        pieces.append(" ".join(words))
        i = end
    return pieces
