# MISTAKE: Counts the chunks as (words - overlap) // step with floor division where it needs the ceiling, so a short last chunk is dropped unless the windows end exactly on the last word: "the cat sat on the red mat", size 4, overlap 2 should give three chunks ending with "the red mat" but gives only ["the cat sat on", "sat on the red"].
from __future__ import annotations


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    if not words:
        return []
    step = size - overlap
    count = max(1, (len(words) - overlap) // step)
    return [" ".join(words[i * step:i * step + size]) for i in range(count)]
