# MISTAKE: Takes a sentence with no words as a break that closes the piece being filled, instead of simply skipping it: ["a", "", "b"], limit 5 should give ["a b"] but gives ["a", "b"].
from __future__ import annotations


def solve(sentences: list[str], limit: int) -> list[str]:
    pieces: list[str] = []
    current: list[str] = []
    for sentence in sentences:
        words = sentence.split()
        if not words:
            # an empty sentence ends what came before it
            if current:
                pieces.append(" ".join(current))
                current = []
            continue
        if current and len(current) + len(words) > limit:
            pieces.append(" ".join(current))
            current = []
        current.extend(words)
    if current:
        pieces.append(" ".join(current))
    return pieces
