# MISTAKE: The branch for a sentence longer than limit appends its list of words instead of the joined string, so that piece has the wrong type: ["a b", "c d e f", "g"] with limit 3 should give ["a b", "c d e f", "g"] but gives ["a b", ["c", "d", "e", "f"], "g"].
"""Pack whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if len(words) > limit:
            if current:
                pieces.append(" ".join(current))
                current = []
            pieces.append(words)
            continue
        if len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    if current:
        pieces.append(" ".join(current))
    return pieces
