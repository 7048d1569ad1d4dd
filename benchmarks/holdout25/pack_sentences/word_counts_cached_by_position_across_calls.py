# MISTAKE: caches each sentence's word count in a module-level dict keyed by its position in the list, filled with setdefault(), which keeps a value already stored, so a later call reads the counts of the earlier call's sentences at the same positions; solve(["a", "b"], 2) then solve(["a", "b c"], 2) -> right ['a b'] then ['a', 'b c'], file gives ['a b'] then ['a b c']
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations


_word_counts: dict[int, int] = {}


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    piece: list[str] = []
    for i, sentence in enumerate(sentences):
        count = _word_counts.setdefault(i, len(sentence.split()))
        if not count:
            continue
        if piece and len(piece) + count > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(sentence.split())
    if piece:
        pieces.append(" ".join(piece))
    return pieces
