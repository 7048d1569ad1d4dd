# MISTAKE: Adds each sentence first and closes the piece only once it has reached limit words or more, so the sentence that takes a piece over limit stays in it instead of starting the next piece: ["a b", "c d", "e"], limit 3 should give ["a b", "c d e"] but gives ["a b c d", "e"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces = []
    current: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        current.extend(words)
        if len(current) >= limit:
            pieces.append(" ".join(current))
            current = []
    if current:
        pieces.append(" ".join(current))
    return pieces
