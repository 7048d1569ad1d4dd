# MISTAKE: Splits the text at blank lines and chunks each paragraph on its own, but a blank line is only whitespace and the windows run straight across it: "a b\n\nc d", size 3, overlap 0 should give ["a b c", "d"] but gives ["a b", "c d"].
"""Overlapping word windows, one paragraph at a time."""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    step = size - overlap
    chunks: list[str] = []
    # A blank line is a paragraph break; start fresh windows after it so a chunk
    # never mixes two paragraphs.
    for paragraph in re.split(r"\n[ \t]*\n", text):
        words = paragraph.split()
        start = 0
        while words:
            chunks.append(" ".join(words[start:start + size]))
            if start + size >= len(words):
                break
            start += step
    return chunks
