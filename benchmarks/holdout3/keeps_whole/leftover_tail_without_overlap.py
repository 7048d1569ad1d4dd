# MISTAKE: Builds the full windows and then takes the leftover words after the last full window as the final chunk, without its overlap words, so the short last chunk starts too late: "the cat sat on the red mat", size 4, overlap 2, answer "red mat" should give True (chunk "the red mat") but gives False (last chunk is only "mat").
"""Does some chunk hold the whole answer as a run of words?"""

from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    chunks = []
    last_end = 0
    for start in range(0, len(words) - size + 1, step):
        chunks.append(words[start:start + size])
        last_end = start + size
    if last_end < len(words):
        chunks.append(words[last_end:])
    k = len(target)
    for chunk in chunks:
        for i in range(len(chunk) - k + 1):
            if chunk[i:i + k] == target:
                return True
    return False
