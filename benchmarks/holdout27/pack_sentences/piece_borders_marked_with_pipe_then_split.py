# MISTAKE: Writes all pieces into one string with a "|" at every border and splits it at "|" at the end, but "|" can occur in the sentences, so a word holding one is cut there into two pieces; solve(["a|b c"], 5) -> right ['a|b c'], file gives ['a', 'b c']
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
    out = ""
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if count and count + len(words) > limit:
            out += "|"
            count = 0
        elif count:
            out += " "
        out += " ".join(words)
        count += len(words)
    return out.split("|") if out else []
