# MISTAKE: Keeps the index of the piece's first sentence and closes a piece as sentences[start:i + 1] where sentences[start:i] belongs, so every closed piece also holds the sentence that did not fit, which then opens the next piece as well: ["a b", "c d"], limit 3 should give ["a b", "c d"] but gives ["a b c d", "c d"].
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
    start = None
    count = 0
    for i, sentence in enumerate(sentences):
        n = len(sentence.split())
        if n == 0:
            continue
        if start is not None and count + n > limit:
            pieces.append(" ".join(" ".join(sentences[start:i + 1]).split()))
            start = None
            count = 0
        if start is None:
            start = i
        count += n
    if start is not None:
        pieces.append(" ".join(" ".join(sentences[start:]).split()))
    return pieces
