# MISTAKE: Removes list markers from the start of each sentence with sentence.strip().lstrip("-*•") before splitting it, but the words must stay as written and lstrip removes any run of those characters, so a marker word such as "-" disappears (and is not counted) and a word such as "-5" loses its minus sign: ["- milk", "- eggs"], limit 5 should give ["- milk - eggs"] but gives ["milk eggs"].
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
    pieces: list[str] = []
    piece: list[str] = []
    for sentence in sentences:
        words = sentence.strip().lstrip("-*•").split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
