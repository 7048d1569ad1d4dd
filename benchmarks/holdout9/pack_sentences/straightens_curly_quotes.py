# MISTAKE: Replaces typographic quotes and apostrophes (‘ ’ “ ”) by straight ones before splitting, so those words are not kept as written: ["It’s “fine”"], limit 5 should give ["It’s “fine”"] but gives ["It's \"fine\""].
"""Glue whole sentences, in order, into pieces of at most `limit` words."""

from __future__ import annotations

QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    current: list[str] = []
    for sentence in sentences:
        words = sentence.translate(QUOTES).split()
        if not words:
            continue
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current += words
    if current:
        pieces.append(" ".join(current))
    return pieces
