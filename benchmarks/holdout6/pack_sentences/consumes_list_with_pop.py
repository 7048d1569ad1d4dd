# MISTAKE: Walks the sentences with sentences.pop(0) until the list is empty, so the caller's list is emptied by the call: after s = ["a b", "c"]; solve(s, 5) (which rightly returns ["a b c"]), s should still be ["a b", "c"] but is [].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    while sentences:
        words = sentences.pop(0).split()
        if not words:
            continue
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    if current:
        pieces.append(" ".join(current))
    return pieces
