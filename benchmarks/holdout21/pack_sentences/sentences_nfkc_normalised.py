# MISTAKE: Runs unicodedata.normalize("NFKC") over every sentence before splitting it (to clean the text for the index), so ligatures, superscripts, full-width letters and other compatibility characters are rewritten instead of kept as written; solve(["ﬁle x²"], 5) -> right ['ﬁle x²'], file gives ['file x2']
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations
import unicodedata


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    piece: list[str] = []
    for sentence in sentences:
        words = unicodedata.normalize("NFKC", sentence).split()
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
