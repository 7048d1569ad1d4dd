# MISTAKE: Computes the step as int(size * (1 - overlap / size)), and float rounding makes it one too small for some pairs: "a b c d e f", size 5, overlap 4 should give ["a b c d e", "b c d e f"] but the step is 0 and range() raises ValueError (size 12, overlap 5 moves by 6 instead of 7).
"""Overlapping word windows."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    # The window keeps (1 - overlap/size) of itself fresh each time.
    fraction_new = 1 - overlap / size
    step = int(size * fraction_new)
    chunks = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
