# MISTAKE: A sentence with no words still goes into the piece as an empty string, so joining the piece's sentences leaves a double space (or a lone space): ["a b", "  ", "c"] with limit 5 should give ["a b c"] but gives ["a b  c"], and ["", " "] gives [" "] instead of [].
"""Pack whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if current and count + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
            count = 0
        current.append(" ".join(words))
        count += len(words)
    if current:
        pieces.append(" ".join(current))
    return pieces
