# MISTAKE: Takes the full windows and then adds only the words no chunk holds yet as the last chunk, without the overlap words in front of them: "a b c d e f", size 3, overlap 1 should give ["a b c", "c d e", "e f"] but gives ["a b c", "c d e", "f"] (right with overlap 0 or when a full window ends on the last word).
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    if len(words) <= size:
        return [" ".join(words)]
    step = size - overlap
    chunks = []
    last_end = 0
    for start in range(0, len(words) - size + 1, step):
        chunks.append(" ".join(words[start:start + size]))
        last_end = start + size
    if last_end < len(words):
        chunks.append(" ".join(words[last_end:]))
    return chunks
