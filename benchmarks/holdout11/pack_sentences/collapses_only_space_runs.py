# MISTAKE: Writes each sentence into its piece as sentence.strip() with runs of spaces collapsed by re.sub(r" +", " ", ...), which leaves tabs, line breaks and other whitespace inside a sentence as they are (the word counts, from split(), are right): ["a\tb", "c"], limit 5 should give ["a b c"] but gives ["a\tb c"].
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
    current = []
    count = 0
    for sentence in sentences:
        n = len(sentence.split())
        if n == 0:
            continue
        clean = re.sub(r" +", " ", sentence.strip())
        if current and count + n > limit:
            pieces.append(" ".join(current))
            current = []
            count = 0
        current.append(clean)
        count += n
    if current:
        pieces.append(" ".join(current))
    return pieces
