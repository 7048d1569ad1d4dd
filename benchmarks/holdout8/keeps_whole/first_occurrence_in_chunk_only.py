# MISTAKE: In each chunk tries the answer only at the first position of its first word (list.index), so an answer whose first word also occurs earlier in the same chunk is missed: "x y x z", size 4, overlap 0, answer "x z" should give True but gives False.
from __future__ import annotations


def _chunks(words: list[str], size: int, overlap: int) -> list[list[str]]:
    out = []
    start = 0
    while start < len(words):
        out.append(words[start:start + size])
        if start + size >= len(words):
            break
        start += size - overlap
    return out


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    for chunk in _chunks(text.split(), size, overlap):
        if target[0] in chunk:
            i = chunk.index(target[0])
            if chunk[i:i + len(target)] == target:
                return True
    return False
