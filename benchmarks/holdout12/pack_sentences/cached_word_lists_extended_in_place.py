# MISTAKE: Caches sentence.split() with functools.lru_cache and starts a new piece with piece = words, the cached list itself, so adding the next sentences with piece += words extends the cached word list of that sentence, and the same sentence later (in this call or another) has extra words: ["a b", "c d", "e", "c d"], limit 3 should give ["a b", "c d e", "c d"] but gives ["a b", "c d e", "c d e"].
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=None)
def _words(sentence: str) -> list[str]:
    return sentence.split()


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []
    for sentence in sentences:
        words = _words(sentence)
        if not words:
            continue
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = words
        else:
            piece += words
    if piece:
        pieces.append(" ".join(piece))
    return pieces
