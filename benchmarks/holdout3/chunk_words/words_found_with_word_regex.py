# MISTAKE: Finds words with re.findall(r"\w+"), so punctuation is dropped and "don't" or "e-mail" become two words: "Hello, world!" with size 5, overlap 0 should give ["Hello, world!"] but gives ["Hello world"].
"""Cut a text into overlapping windows of words."""

from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = re.findall(r"\w+", text)
    step = size - overlap
    chunks = []
    for start in range(0, len(words), step):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
    return chunks
