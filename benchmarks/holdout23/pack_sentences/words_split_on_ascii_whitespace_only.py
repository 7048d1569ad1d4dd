# MISTAKE: splits each sentence with re.split(r"[ \t\r\n]+"), which knows only four ASCII whitespace characters, so a no-break space or other Unicode whitespace stays inside a word, which is counted and written as one word; solve(["a\u00a0b"], 5) -> right ['a b'], file gives ['a\xa0b']
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations

import re


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []
    for sentence in sentences:
        words = [word for word in re.split(r"[ \t\r\n]+", sentence) if word]
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
