# MISTAKE: Joins the stripped sentences with one space but keeps each sentence's inner spacing, so tabs, line breaks and double spaces inside a sentence stay in the piece ("a  b" stays "a  b").
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
    current: list[str] = []
    count = 0
    for sentence in sentences:
        n = len(sentence.split())
        if n == 0:
            continue
        if current and count + n > limit:
            pieces.append(" ".join(current))
            current, count = [], 0
        current.append(sentence.strip())
        count += n
    if current:
        pieces.append(" ".join(current))
    return pieces
