# MISTAKE: counts how many pieces greedy packing needs and then, to even the pieces out, also closes a piece once it holds the average number of words per piece, so pieces close before the next sentence would take them past limit; solve(["a", "b", "c", "d"], 3) -> right ['a b c', 'd'], file gives ['a b', 'c d']
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
    if not kept:
        return []
    needed = 0
    count = 0
    for words in kept:
        if needed == 0 or count + len(words) > limit:
            needed += 1
            count = 0
        count += len(words)
    total = sum(len(words) for words in kept)
    target = -(-total // needed)
    pieces = []
    piece: list[str] = []
    for words in kept:
        if piece and (len(piece) + len(words) > limit or len(piece) >= target):
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
