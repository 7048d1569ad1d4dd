# MISTAKE: The shortcut for overlap 0 returns a generator expression instead of a list, so that one path has the wrong type: "a b c", size 2, overlap 0 should give the list ["a b", "c"] but gives a generator object (whose items are right).
"""Overlapping word windows."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if overlap == 0:
        # No overlap: plain consecutive blocks of `size` words.
        return (" ".join(words[i:i + size]) for i in range(0, len(words), size))
    chunks = []
    start = 0
    step = size - overlap
    while words:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
