# MISTAKE: Counts toward limit only the words that hold a letter or a digit, so words such as "—", "..." or an emoji go into the piece without being counted and a piece can hold more than limit words: ["a —", "b"], limit 2 should give ["a —", "b"] but gives ["a — b"].
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
    piece: list[str] = []
    used = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        count = sum(1 for word in words if any(ch.isalnum() for ch in word))
        if piece and used + count > limit:
            pieces.append(" ".join(piece))
            piece = []
            used = 0
        piece.extend(words)
        used += count
    if piece:
        pieces.append(" ".join(piece))
    return pieces
