# MISTAKE: Splits every item again after ".", "!" or "?" followed by whitespace, as if an item could hold several sentences, so an item with such a stop inside can end up in two pieces: ["a. b c"], limit 2 should give ["a. b c"] but gives ["a.", "b c"].
from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def solve(sentences: list[str], limit: int) -> list[str]:
    parts: list[str] = []
    for sentence in sentences:
        parts.extend(_SENTENCE_END.split(sentence))
    pieces: list[str] = []
    current: list[str] = []
    for part in parts:
        words = part.split()
        if not words:
            continue
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current += words
    if current:
        pieces.append(" ".join(current))
    return pieces
