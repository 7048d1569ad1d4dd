# MISTAKE: Caches the list of window starts in a module-level dict keyed by (number of words, size) but not overlap, so a later call with the same word count and size but another overlap reuses the old starts: after solve("a b c d", 2, 0) (rightly ["a b", "c d"]), solve("w x y z", 2, 1) should give ["w x", "x y", "y z"] but gives ["w x", "y z"].
from __future__ import annotations

_STARTS: dict[tuple[int, int], list[int]] = {}


def _starts(n: int, size: int, overlap: int) -> list[int]:
    key = (n, size)
    if key not in _STARTS:
        step = size - overlap
        starts = []
        start = 0
        while start < n:
            starts.append(start)
            if start + size >= n:
                break
            start += step
        _STARTS[key] = starts
    return _STARTS[key]


def solve(text: str, size: int, overlap: int) -> list[str]:
    words = text.split()
    return [" ".join(words[s:s + size]) for s in _starts(len(words), size, overlap)]
