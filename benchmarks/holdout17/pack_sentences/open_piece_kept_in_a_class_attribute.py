# MISTAKE: Keeps the open piece in words: list[str] = [], a class attribute of a helper class, which add() extends in place until close() gives the instance a list of its own, so the first piece's words stay in the one class-level list and the next call starts its first piece with them: after solve(["a b"], 5) (rightly ["a b"]), solve(["c"], 5) should give ["c"] but gives ["a b c"].
"""Glue whole sentences, in order, into pieces of at most `limit` words.

Walk through `sentences` in order and add each one to the current piece while the piece stays
at most `limit` words long (words are what str.split() finds); when a sentence would take it
over, close the piece and start a new one with that sentence. Sentences are never split: one
longer than `limit` becomes a piece of its own. A piece is the words of its sentences joined
by single spaces; sentences with no words are skipped, and no sentences give []. Run
`kata show pack_sentences` for the lesson.
"""

from __future__ import annotations


class Packer:
    words: list[str] = []

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.pieces: list[str] = []

    def add(self, words: list[str]) -> None:
        if self.words and len(self.words) + len(words) > self.limit:
            self.close()
        self.words.extend(words)

    def close(self) -> None:
        if self.words:
            self.pieces.append(" ".join(self.words))
        self.words = []


def solve(sentences: list[str], limit: int) -> list[str]:
    packer = Packer(limit)
    for sentence in sentences:
        words = sentence.split()
        if words:
            packer.add(words)
    packer.close()
    return packer.pieces
