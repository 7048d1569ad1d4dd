# MISTAKE: Checks whether the window reaches the last word only after moving start on to the next window (a do-while loop), so a text that already fits in the first window but has more words than the step gets a second chunk of its last words: "the cat sat", size 4, overlap 2 should give ["the cat sat"] but gives ["the cat sat", "sat"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    chunks = []
    start = 0
    while True:
        chunks.append(" ".join(words[start:start + size]))
        start += step
        if start + size >= len(words):
            break
    last = words[start:start + size]
    if last:
        chunks.append(" ".join(last))
    return chunks
