# MISTAKE: Guards the final yield after the loop with "only if it differs from the chunk yielded before", comparing the chunks' text instead of their positions, so when the last chunk reads the same as the one before it (repeated words) it is left out: "la la la la", size 5, overlap 0 should give ["la la", "la la"] but gives ["la la"].
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
    previous = None
    for start, end in _words(text, size):
        if window and end - window[0][0] > size:
            previous = text[window[0][0]:window[-1][1]]
            yield previous
            chunk_end = window[-1][1]
            keep = len(window)
            while (keep > 1 and chunk_end - window[keep - 1][0] <= overlap
                   and end - window[keep - 1][0] <= size):
                keep -= 1
            window = window[keep:]
        window.append((start, end))
    if window and text[window[0][0]:window[-1][1]] != previous:
        yield text[window[0][0]:window[-1][1]]
