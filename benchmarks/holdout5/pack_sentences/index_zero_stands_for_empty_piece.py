# MISTAKE: Uses i > 0 (not the first item of the list) as the sign that the piece holds words, so after blank leading sentences it closes an empty piece: ["", "a b c"], limit 2 should give ["a b c"] but gives ["", "a b c"].
"""Glue whole sentences into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    count = 0
    for i, sentence in enumerate(sentences):
        words = sentence.split()
        if not words:
            continue
        # Never close the piece before the first sentence has gone in.
        if i > 0 and count + len(words) > limit:
            pieces.append(" ".join(current))
            current, count = [], 0
        current.extend(words)
        count += len(words)
    if current:
        pieces.append(" ".join(current))
    return pieces
