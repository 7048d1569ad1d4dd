# MISTAKE: Finds the words with re.finditer and returns each chunk as the stretch of the original text from its first word to its last, so tabs, line breaks and runs of spaces between the words of a chunk are kept instead of becoming single spaces: "a\tb c", size 2, overlap 0 should give ["a b", "c"] but gives ["a\tb", "c"].
from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    spans = [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]
    if not spans:
        return []
    step = size - overlap
    chunks = []
    start = 0
    while True:
        window = spans[start:start + size]
        chunks.append(text[window[0][0]:window[-1][1]])
        if start + size >= len(spans):
            break
        start += step
    return chunks
