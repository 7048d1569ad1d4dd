# MISTAKE: Glues a one-word last chunk onto the chunk before it, so that chunk holds more than size words: "a b c d e", size 2, overlap 0 should give ["a b", "c d", "e"] but gives ["a b", "c d e"] (only overlap 0 can leave a one-word tail).
"""Overlapping word windows."""

from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    chunks = []
    start = 0
    step = size - overlap
    while words:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    # A last chunk of a single word is useless on its own: keep it with the one before.
    if len(chunks) > 1 and len(chunks[-1].split()) == 1:
        tail = chunks.pop()
        chunks[-1] = chunks[-1] + " " + tail
    return chunks
