# MISTAKE: reads "glue sentences" as gluing a sentence to the next one: it joins two neighbouring sentences when they fit together and then moves past both, so a piece never holds more than two sentences even when a third still fits; solve(["a", "b", "c"], 5) -> right ['a b c'], file gives ['a b', 'c']
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
    kept = [sentence.split() for sentence in sentences if sentence.split()]
    pieces = []
    i = 0
    while i < len(kept):
        words = kept[i]
        if i + 1 < len(kept) and len(words) + len(kept[i + 1]) <= limit:
            pieces.append(" ".join(words + kept[i + 1]))
            i += 2
        else:
            pieces.append(" ".join(words))
            i += 1
    return pieces
