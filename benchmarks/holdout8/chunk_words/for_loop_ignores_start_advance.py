# MISTAKE: Advances the window with start += step inside a for loop over range(len(words)), which the loop overwrites on the next round, so every window starts one word after the one before whatever the step: "a b c d e", size 3, overlap 1 should give ["a b c", "c d e"] but gives ["a b c", "b c d", "c d e"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    chunks = []
    for start in range(len(words)):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
