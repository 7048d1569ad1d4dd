# MISTAKE: Encodes the text to ASCII with errors="ignore" before splitting, so accented letters and emoji are deleted from the words: "café au lait", size 2, overlap 0 should give ["café au", "lait"] but gives ["caf au", "lait"].
"""Overlapping word windows."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    # Get rid of odd characters (emoji, fancy spaces) before splitting.
    clean = text.encode("ascii", "ignore").decode("ascii")
    words = clean.split()
    chunks = []
    start = 0
    while words:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += size - overlap
    return chunks
