# MISTAKE: Splits with re.split(r"\s+", text) and only drops an empty string at the end, so a text that starts with whitespace gets an empty first word: "  a b c", size 2, overlap 0 should give ["a b", "c"] but gives [" a", "b c"].
from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    if not text.strip():
        return []
    words = re.split(r"\s+", text)
    if words[-1] == "":
        words.pop()
    step = size - overlap
    chunks: list[str] = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
