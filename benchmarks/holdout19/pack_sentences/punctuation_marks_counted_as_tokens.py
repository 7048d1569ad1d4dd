# MISTAKE: Budgets "tokens" instead of words: every , . ; : ! ? in a sentence counts as one more toward limit, so pieces with punctuation close too early: ["Hi, all.", "Go now"], limit 4 should give ["Hi, all. Go now"] but gives ["Hi, all.", "Go now"].
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
    piece = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        tokens = len(words) + sum(sentence.count(mark) for mark in ",.;:!?")
        if piece and count + tokens > limit:
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count += tokens
    if piece:
        pieces.append(" ".join(piece))
    return pieces
