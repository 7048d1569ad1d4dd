# MISTAKE: Throws away every whitespace-separated word that holds no letter or digit (meant to drop stray punctuation), so dashes, "..." and emoji vanish and the windows shift: "wait — it works 👍", size 2, overlap 0 should give ["wait —", "it works", "👍"] but gives ["wait it", "works"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    # keep real words only, not stray punctuation
    words = [w for w in text.split() if any(ch.isalnum() for ch in w)]
    step = size - overlap
    chunks = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
