# MISTAKE: After packing, when the last piece is a single sentence it moves the last sentence of the piece before into it (if they fit together) to avoid a lone last sentence, so a piece is closed before the next sentence would overflow it: ["a b c", "d", "e"], limit 4 should give ["a b c d", "e"] but gives ["a b c", "d e"].
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
    piece = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if piece and count + len(words) > limit:
            pieces.append(piece)
            piece = []
            count = 0
        piece.append(words)
        count += len(words)
    if piece:
        pieces.append(piece)
    if len(pieces) > 1 and len(pieces[-1]) == 1 and len(pieces[-2]) > 1:
        if len(pieces[-2][-1]) + len(pieces[-1][0]) <= limit:
            pieces[-1].insert(0, pieces[-2].pop())
    return [" ".join(word for words in piece for word in words) for piece in pieces]
