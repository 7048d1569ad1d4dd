# MISTAKE: Counts a sentence's words with split(" "), so double spaces, tabs or line breaks inside a sentence give a wrong count and pieces close too early or too late ("a  b" counts 3 words, "a\tb" counts 1).
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
    current: list[str] = []
    count = 0
    for sentence in sentences:
        sentence = sentence.strip()
        if not sentence:
            continue
        n = len(sentence.split(" "))
        if current and count + n > limit:
            pieces.append(" ".join(current))
            current, count = [], 0
        current.extend(sentence.split())
        count += n
    if current:
        pieces.append(" ".join(current))
    return pieces
