# MISTAKE: Glues a last piece of fewer than limit // 2 words onto the piece before it to avoid a tiny trailing piece, so that piece goes over limit: ["a b c d", "e"], limit 4 should give ["a b c d", "e"] but gives ["a b c d e"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[list[str]] = []
    current: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if current and len(current) + len(words) > limit:
            pieces.append(current)
            current = []
        current.extend(words)
    if current:
        pieces.append(current)
    if len(pieces) >= 2 and len(pieces[-1]) < limit // 2:
        last = pieces.pop()
        pieces[-1].extend(last)
    return [" ".join(words) for words in pieces]
