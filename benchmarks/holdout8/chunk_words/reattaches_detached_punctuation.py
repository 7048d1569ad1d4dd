# MISTAKE: Tidies the text first with re.sub(r"\s+([,.;:!?])", r"\1", ...), gluing a punctuation mark that stands alone onto the word before it, although any whitespace separates two words: "wait , then go", size 2, overlap 0 should give ["wait ,", "then go"] but gives ["wait, then", "go"].
from __future__ import annotations

import re


def solve(text: str, size: int, overlap: int) -> list[str]:
    text = re.sub(r"\s+([,.;:!?])", r"\1", text)
    words = text.split()
    if not words:
        return []
    step = size - overlap
    chunks = []
    start = 0
    while start < len(words):
        chunks.append(" ".join(words[start:start + size]))
        if start + size >= len(words):
            break
        start += step
    return chunks
