# MISTAKE: Treats a sentence without any letter or digit as a sentence with no words and skips it, but punctuation-only tokens are words too: ["a", "...", "b"], limit 5 should give ["a ... b"] but gives ["a b"].
"""Glue whole sentences into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    for sentence in sentences:
        # A sentence with no words (nothing but spaces or stray punctuation) is skipped.
        if not any(ch.isalnum() for ch in sentence):
            continue
        words = sentence.split()
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    if current:
        pieces.append(" ".join(current))
    return pieces
