# MISTAKE: Counts the chunks as round((words - size) / step) + 1 instead of rounding up, so a short last chunk is not counted when that fraction is below one half, and a hit on it is ignored: "a b c d e", size 4, overlap 1, hits [1] should give ["d e"] but gives [].
from __future__ import annotations


def solve(text: str, size: int, overlap: int, hits: list[int]) -> list[str]:
    words = text.split()
    n = len(words)
    step = size - overlap
    if n == 0:
        count = 0
    elif n <= size:
        count = 1
    else:
        count = round((n - size) / step) + 1

    result = []
    group_start = group_end = -1
    for h in sorted(set(hits)):
        if h < 0 or h >= count:
            continue
        start = h * step
        end = min(start + size, n)
        if group_end > start:
            group_end = max(group_end, end)
            continue
        if group_end != -1:
            result.append(" ".join(words[group_start:group_end]))
        group_start, group_end = start, end
    if group_end != -1:
        result.append(" ".join(words[group_start:group_end]))
    return result
