# MISTAKE: Reads "the last words that fit in overlap characters" as the words that start in the last overlap characters of the size-character window (at or after chunk start + size - overlap) instead of within overlap characters of the chunk's real end, so when a chunk is shorter than size fewer words, often none, are carried: "aa bb cc dddd", size 9, overlap 2 should give ["aa bb cc", "cc dddd"] but gives ["aa bb cc", "dddd"].
from __future__ import annotations

import re
from collections.abc import Iterator


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start <= size:
            yield start, end
        else:
            for cut in range(start, end, size):
                yield cut, min(cut + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for start, end in _words(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            tail_start = window[0][0] + size - overlap
            keep = len(window)
            while (keep > 1 and window[keep - 1][0] >= tail_start
                   and end - window[keep - 1][0] <= size):
                keep -= 1
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
