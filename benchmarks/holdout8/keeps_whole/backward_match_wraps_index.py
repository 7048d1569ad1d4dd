# MISTAKE: Matches the answer backwards from each place its last word occurs in a chunk without checking that enough words come before it, so chunk[j - k] goes negative and wraps round to the chunk's end: "a b c a", size 3, overlap 0, answer "c a" should give False (chunks "a b c", "a") but gives True.
from __future__ import annotations


def solve(text: str, size: int, overlap: int, answer: str) -> bool:
    target = answer.split()
    if not target:
        return False
    words = text.split()
    step = size - overlap
    starts = []
    if words:
        start = 0
        starts.append(start)
        while start + size < len(words):
            start += step
            starts.append(start)
    last = target[-1]
    for start in starts:
        chunk = words[start:start + size]
        if len(chunk) < len(target):
            continue
        for j, word in enumerate(chunk):
            if word != last:
                continue
            if all(chunk[j - k] == target[-1 - k] for k in range(1, len(target))):
                return True
    return False
