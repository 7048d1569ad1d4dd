# MISTAKE: Cuts a sentence longer than limit into pieces of limit words instead of keeping it whole as a piece of its own: ["a b c"], limit 2 should give ["a b c"] but gives ["a b", "c"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            continue
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        if len(words) > limit:
            # too long for any piece: cut it to the limit
            parts = [words[i:i + limit] for i in range(0, len(words), limit)]
            for part in parts[:-1]:
                pieces.append(" ".join(part))
            words = parts[-1]
        current.extend(words)
    if current:
        pieces.append(" ".join(current))
    return pieces
