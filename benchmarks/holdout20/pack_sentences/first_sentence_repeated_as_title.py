# MISTAKE: Takes the lesson's remark that real systems add the document's title to each piece as part of the task: treats the first sentence with words as the title, packs the other sentences and puts the title (not counted against limit) in front of every piece; ["Returns policy", "a b", "c d"], 2 -> right ["Returns policy", "a b", "c d"], file gives ["Returns policy a b", "Returns policy c d"]
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
    title, *body = kept
    if not body:
        return [" ".join(title)]
    pieces = []
    piece = []
    for words in body:
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(title + piece))
            piece = []
        piece.extend(words)
    pieces.append(" ".join(title + piece))
    return pieces
