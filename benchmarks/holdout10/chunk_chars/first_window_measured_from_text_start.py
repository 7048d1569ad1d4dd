# MISTAKE: Starts the variable that holds the window's start at 0 instead of at the first word's start and only strips the chunk when it yields it, so in the first window whitespace at the start of the text counts against size and the first chunk closes too early (later windows are measured right): "  aa bb", size 5, overlap 0 should give ["aa bb"] but gives ["aa", "bb"].
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
    chunk_start = 0
    for start, end in _words(text, size):
        if window and end - chunk_start > size:
            yield text[chunk_start:window[-1][1]].strip()
            chunk_end = window[-1][1]
            keep = len(window)
            while (keep > 1 and chunk_end - window[keep - 1][0] <= overlap
                   and end - window[keep - 1][0] <= size):
                keep -= 1
            window = window[keep:]
            chunk_start = window[0][0] if window else start
        window.append((start, end))
    if window:
        yield text[chunk_start:window[-1][1]].strip()
