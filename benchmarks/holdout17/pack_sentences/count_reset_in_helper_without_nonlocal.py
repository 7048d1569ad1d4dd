# MISTAKE: Closes a piece in a nested helper that declares nonlocal piece but not count, so count = 0 there only binds a local name and the running word count is never reset, and after the first piece every sentence becomes a piece of its own: ["a b", "c", "d", "e"], limit 2 should give ["a b", "c d", "e"] but gives ["a b", "c", "d", "e"].
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
    count = 0

    def close() -> None:
        nonlocal piece
        pieces.append(" ".join(piece))
        piece = []
        count = 0

    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and count + len(words) > limit:
            close()
        piece.extend(words)
        count += len(words)
    if piece:
        close()
    return pieces
