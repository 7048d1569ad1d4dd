# MISTAKE: The list of words lives at module level and is only extended, never emptied, so every call also chunks the words of all earlier calls: solve("a b", 2, 0) gives ["a b"], but a second call solve("c d", 2, 0) then gives ["a b", "c d"] instead of ["c d"].
"""Cut a text into overlapping windows of words."""

from __future__ import annotations

_words: list[str] = []


def solve(text: str, size: int, overlap: int) -> list[str]:
    _words.extend(text.split())
    step = size - overlap
    chunks = []
    start = 0
    while start < len(_words):
        chunks.append(" ".join(_words[start:start + size]))
        if start + size >= len(_words):
            break
        start += step
    return chunks
