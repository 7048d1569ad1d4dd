# MISTAKE: Marks the window's start as not set yet with None and tests it with "if not chunk_start", but a first word at position 0 is falsy too, so in a text that does not begin with whitespace the start is moved to the second word and the first word is left out of the first chunk: "aa bb cc", size 5, overlap 0 should give ["aa bb", "cc"] but gives ["bb cc"].
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
    chunk_start = None
    for start, end in _words(text, size):
        if not chunk_start:
            chunk_start = start
        if window and end - chunk_start > size:
            yield text[chunk_start:window[-1][1]]
            chunk_end = window[-1][1]
            keep = len(window)
            while (keep > 1 and chunk_end - window[keep - 1][0] <= overlap
                   and end - window[keep - 1][0] <= size):
                keep -= 1
            window = window[keep:]
            chunk_start = window[0][0] if window else start
        window.append((start, end))
    if window:
        yield text[chunk_start:window[-1][1]]
