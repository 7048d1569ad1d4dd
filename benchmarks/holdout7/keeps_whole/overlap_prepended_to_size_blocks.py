# MISTAKE: Cuts the text into blocks of size words and puts the last overlap words of the previous block in front of each block, instead of moving a size-word window by size - overlap, so chunks are longer and start in other places: "a b c d", size 2, overlap 1, answer "b c d" should give False (chunks "a b", "b c", "c d") but gives True (block "b c d").
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    chunks = []
    for block_start in range(0, len(words), size):
        chunks.append(words[max(0, block_start - overlap):block_start + size])

    n = len(target)
    for chunk in chunks:
        for i in range(len(chunk) - n + 1):
            if chunk[i:i + n] == target:
                return True
    return False
