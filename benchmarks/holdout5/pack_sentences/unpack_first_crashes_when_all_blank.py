# MISTAKE: Returns [] only for an empty list, then unpacks first, *rest from the sentences that have words, which raises ValueError when every sentence is blank: ["", "  "], limit 3 should give [] but raises ValueError.
"""Glue whole sentences into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    if not sentences:
        return []
    first, *rest = [s.split() for s in sentences if s.split()]
    pieces: list[str] = []
    current = list(first)
    for words in rest:
        if len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    pieces.append(" ".join(current))
    return pieces
