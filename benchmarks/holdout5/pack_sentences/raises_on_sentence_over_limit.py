# MISTAKE: Raises ValueError for a sentence longer than limit instead of making it a piece of its own: ["a b c"], limit 2 should give ["a b c"] but raises ValueError.
"""Glue whole sentences into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if len(words) > limit:
            raise ValueError(f"sentence of {len(words)} words does not fit in {limit}: {sentence!r}")
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    if current:
        pieces.append(" ".join(current))
    return pieces
