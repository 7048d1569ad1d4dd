# MISTAKE: Writes each sentence of a piece on a line of its own (the sentences joined with "\n") instead of joining all the piece's words with single spaces, so every piece of two or more sentences has line breaks in it: ["a b", "c"], limit 5 should give ["a b c"] but gives ["a b\nc"].
"""Glue whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if current and count + len(words) > limit:
            pieces.append("\n".join(current))
            current, count = [], 0
        current.append(" ".join(words))
        count += len(words)
    if current:
        pieces.append("\n".join(current))
    return pieces
