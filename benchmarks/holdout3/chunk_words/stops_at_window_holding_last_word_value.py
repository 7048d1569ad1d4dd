# MISTAKE: Decides that a window "reaches the last word" by testing whether the last word's string occurs in it, so it stops too early when the last word also appears earlier: "la la la la la la la", size 3, overlap 1 should give three chunks "la la la" but gives one; "a b c a", size 2, overlap 0 gives ["a b"] instead of ["a b", "c a"].
"""Cut a text into overlapping windows of words."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        window = words[start:start + size]
        chunks.append(" ".join(window))
        if words[-1] in window:
            break
        start += step
    return chunks
