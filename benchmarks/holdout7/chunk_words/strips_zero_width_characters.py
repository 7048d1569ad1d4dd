# MISTAKE: Deletes zero-width characters (U+200B, U+200C, U+200D, U+FEFF) as "invisible junk" before splitting, although they are not whitespace and belong to the words (emoji ZWJ sequences break apart too): "a\u200bb c", size 1, overlap 0 should give ["a\u200bb", "c"] but gives ["ab", "c"].
from __future__ import annotations

_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\ufeff"))


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.translate(_INVISIBLE).split()
    if not words:
        return []
    step = size - overlap
    chunks: list[str] = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            return chunks
        start += step
