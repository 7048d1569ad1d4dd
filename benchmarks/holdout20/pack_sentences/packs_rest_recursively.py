# MISTAKE: Fills the first piece and returns it followed by solve() called again on the rest of the list, one recursive call per piece, so a list that needs more pieces than Python's recursion limit (about 1000) raises RecursionError; ["a"] * 2000, 1 -> right 2000 pieces "a", file gives a RecursionError (raised)
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
    for index, sentence in enumerate(sentences):
        words = sentence.split()
        if words:
            break
    else:
        return []
    piece = list(words)
    rest = index + 1
    while rest < len(sentences):
        words = sentences[rest].split()
        if words and len(piece) + len(words) > limit:
            break
        piece.extend(words)
        rest += 1
    return [" ".join(piece)] + solve(sentences[rest:], limit)
