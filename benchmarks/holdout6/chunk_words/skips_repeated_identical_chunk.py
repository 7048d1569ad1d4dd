# MISTAKE: Leaves out a chunk whose text equals the chunk before it (to avoid "duplicates"), although repeated words are not special: "la la la la la la la", size 3, overlap 1 should give ["la la la", "la la la", "la la la"] but gives ["la la la"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    chunks: list[str] = []
    start = 0
    while start < len(words):
        chunk = " ".join(words[start:start + size])
        if not chunks or chunks[-1] != chunk:
            chunks.append(chunk)
        if start + size >= len(words):
            break
        start += step
    return chunks
