# MISTAKE: Decides whether to close the piece by looking at the next list item only; when that item is blank the piece stays open and the sentence after the blank is added without any check: ["a b", "", "c d"], limit 2 should give ["a b", "c d"] but gives ["a b c d"].
"""Glue whole sentences into pieces of at most `limit` words."""

from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    for i, sentence in enumerate(sentences):
        words = sentence.split()
        if not words:
            continue
        current.extend(words)
        # Close the piece now if the next sentence will not fit in it.
        following = sentences[i + 1].split() if i + 1 < len(sentences) else None
        if following is None or len(current) + len(following) > limit:
            pieces.append(" ".join(current))
            current = []
    if current:
        pieces.append(" ".join(current))
    return pieces
