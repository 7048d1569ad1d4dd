# MISTAKE: Drops the sentences without words into a list of kept sentences, then loops over range(len(sentences)), the length of the whole list, and reads kept[i], so whenever a blank sentence was dropped the index runs past the kept list and raises IndexError; solve(["a", "", "b"], 5) -> right ['a b'], file raises IndexError
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
    kept = [sentence for sentence in sentences if sentence.split()]
    pieces = []
    piece = []
    count = 0
    for i in range(len(sentences)):
        words = kept[i].split()
        if piece and count + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
            count = 0
        piece.extend(words)
        count += len(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
