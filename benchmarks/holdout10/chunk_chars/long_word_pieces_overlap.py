# MISTAKE: Cuts a word longer than size into pieces of size characters that start size - overlap characters apart, as the windows of chunk_words do, so the pieces of a cut word repeat overlap characters of each other (right when overlap is 0): "abcdefghij", size 4, overlap 1 should give ["abcd", "efgh", "ij"] but gives ["abcd", "defg", "ghij"].
from __future__ import annotations

import re
from collections.abc import Iterator


def _words(text: str, size: int, overlap: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start <= size:
            yield start, end
            continue
        cut = start
        while True:
            yield cut, min(cut + size, end)
            if cut + size >= end:
                break
            cut += size - overlap


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for start, end in _words(text, size, overlap):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            keep = len(window)
            while (keep > 1 and chunk_end - window[keep - 1][0] <= overlap
                   and end - window[keep - 1][0] <= size):
                keep -= 1
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
