# MISTAKE: Adds the last piece inside the loop when it reaches the last index of the list, but a blank last sentence is skipped by continue before that test, so the last piece is lost: ["a b", "c", ""], limit 5 should give ["a b c"] but gives [].
"""Glue whole sentences into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    last = len(sentences) - 1
    for i, sentence in enumerate(sentences):
        words = sentence.split()
        if not words:
            continue
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
        if i == last:
            pieces.append(" ".join(current))
    return pieces
