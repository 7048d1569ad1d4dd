# MISTAKE: Joins a word broken by a hyphen at the end of a line back together before splitting (re.sub(r"-\n\s*", "")), although a line break always separates two words: "exam-\nple test", size 5, overlap 0 should give ["exam- ple test"] but gives ["example test"].
from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    text = re.sub(r"-\n\s*", "", text)
    words = text.split()
    if not words:
        return []
    step = size - overlap
    chunks: list[str] = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
