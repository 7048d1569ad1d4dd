# MISTAKE: Keeps the words as a lazy filter() object and tests it with any() before calling list() on it, but any() consumes the first word, so the first word of every text is lost: "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["cat sat on the", "on the red mat"].
from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = filter(None, re.split(r"\s+", text))
    if not any(words):
        return []
    words = list(words)
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
