# MISTAKE: After the inner loop has gathered a group it continues with i = j + 1 instead of i = j, so the hit that starts the next group is skipped: "a b c d e f", size 2, overlap 0, hits [0, 1] should give ["a b", "c d"] but gives ["a b"].
"""Merge the retrieved chunks that share words into one text each, in document order."""

from __future__ import annotations


def _count_chunks(n: int, size: int, step: int) -> int:
    if n == 0:
        return 0
    count, start = 1, 0
    while start + size < n:
        start += step
        count += 1
    return count


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    step = size - overlap
    count = _count_chunks(len(words), size, step)
    valid = sorted({h for h in hits if 0 <= h < count})
    texts = []
    i = 0
    while i < len(valid):
        start = valid[i] * step
        end = min(start + size, len(words))
        j = i + 1
        while j < len(valid) and valid[j] * step < end:
            end = max(end, min(valid[j] * step + size, len(words)))
            j += 1
        texts.append(" ".join(words[start:end]))
        i = j + 1
    return texts
