# MISTAKE: Deletes no-break spaces (replace("\u00a0", "")) before splitting instead of treating them as whitespace, so the words on both sides are glued together: ["5\u00a0km walk"], limit 5 should give ["5 km walk"] but gives ["5km walk"].
"""Glue whole sentences into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    for sentence in sentences:
        # Scraped text is full of &nbsp; characters: clean them out first.
        words = sentence.replace("\u00a0", "").split()
        if not words:
            continue
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    if current:
        pieces.append(" ".join(current))
    return pieces
