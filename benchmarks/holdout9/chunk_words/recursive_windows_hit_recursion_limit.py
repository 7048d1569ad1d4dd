# MISTAKE: Builds the windows with one recursive call per chunk, so a text that needs more chunks than Python's recursion limit (about 1000) raises RecursionError: 2000 words "w0 w1 ... w1999", size 1, overlap 0 should give 2000 chunks (the last "w1999") but raises RecursionError (texts that need fewer chunks are right).
"""Cut a text into overlapping chunks of words."""

from __future__ import annotations


def _windows(words: list[str], start: int, size: int, step: int, chunks: list[str]) -> list[str]:
    chunks.append(" ".join(words[start:start + size]))
    if start + size < len(words):
        _windows(words, start + step, size, step, chunks)
    return chunks


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    return _windows(words, 0, size, size - overlap, [])
