# MISTAKE: Drops common English stop words ("the", "a", "on", "is", ...) before cutting, as a search index might, although every word of the text belongs in the chunks: "the cat sat on the red mat", size 4, overlap 2 should give ["the cat sat on", "sat on the red", "the red mat"] but gives ["cat sat red mat"].
"""Cut a text into overlapping chunks of words."""

from __future__ import annotations

STOP_WORDS = {"a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "is", "it",
              "of", "on", "or", "that", "the", "this", "to", "was", "with"}


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = [word for word in text.split() if word.lower() not in STOP_WORDS]
    chunks: list[str] = []
    if not words:
        return chunks
    step = size - overlap
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            return chunks
        start += step
