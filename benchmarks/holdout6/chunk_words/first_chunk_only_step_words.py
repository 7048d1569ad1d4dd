# MISTAKE: Builds each chunk as the overlap words before a block of step = size - overlap new words (words[max(0, i - overlap):i + step]), so the first chunk only holds step words and every chunk is shifted: "a b c d e", size 3, overlap 1 should give ["a b c", "c d e"] but gives ["a b", "b c d", "d e"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    step = size - overlap
    chunks = []
    for i in range(0, len(words), step):
        # each chunk: the last `overlap` words of the one before, then `step` new words
        chunks.append(" ".join(words[max(0, i - overlap):i + step]))
        if i + step >= len(words):
            break
    return chunks
