# MISTAKE: Splits with re.split(r"\s+", text) and then pops an empty first item and an empty last item, but the empty text splits into a single [""] that the first pop already empties, so words[-1] raises: "", size 3, overlap 1 should give [] but raises IndexError (whitespace-only and all other texts are right).
from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = re.split(r"\s+", text)
    if words[0] == "":
        words.pop(0)
    if words[-1] == "":
        words.pop()
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
