# MISTAKE: The early return for a text that fits in one window returns the list of words itself as the chunk instead of joining it, so "a b c", size 5, overlap 2 gives [["a", "b", "c"]] instead of ["a b c"] (longer texts are right).
"""Cut a text into overlapping windows of words."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    if len(words) <= size:
        return [words]
    step = size - overlap
    chunks = []
    start = 0
    while True:
        window = words[start:start + size]
        chunks.append(" ".join(window))
        if start + size >= len(words):
            return chunks
        start += step
