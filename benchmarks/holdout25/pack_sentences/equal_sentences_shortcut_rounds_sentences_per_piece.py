# MISTAKE: takes a shortcut when every sentence has the same number of words and puts round(limit / words) sentences in each piece, but round() can round up, so such pieces can hold more than limit words; solve(["a b", "c d"], 3) -> right ['a b', 'c d'], file gives ['a b c d']
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
    if kept and len({len(words) for words in kept}) == 1:
        per = max(1, round(limit / len(kept[0])))
        return [" ".join(word for words in kept[i:i + per] for word in words)
                for i in range(0, len(kept), per)]
    pieces = []
    piece: list[str] = []
    for words in kept:
        if piece and len(piece) + len(words) > limit:
            pieces.append(" ".join(piece))
            piece = []
        piece.extend(words)
    if piece:
        pieces.append(" ".join(piece))
    return pieces
