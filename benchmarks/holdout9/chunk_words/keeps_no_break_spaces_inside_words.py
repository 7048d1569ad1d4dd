# MISTAKE: Treats the no-break spaces (U+00A0, U+2007, U+202F) as glue that keeps two words together instead of as whitespace that separates them, so "10\u00a0km" stays one word: "a\u00a0b c", size 2, overlap 0 should give ["a b", "c"] but gives ["a\u00a0b c"].
"""Cut a text into overlapping chunks of words."""

from __future__ import annotations

import re

_SEPARATOR = re.compile(r"[^\S\u00a0\u2007\u202f]+")


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = [word for word in _SEPARATOR.split(text) if word.strip()]
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
