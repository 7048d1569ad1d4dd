# MISTAKE: Cuts a too-long word at range(start, end + 1, size), so a word whose length is a multiple of size also gets an empty last piece at its end, which can be carried and makes the next chunk start with whitespace: "abcdefgh ij", size 4, overlap 1 should give ["abcd", "efgh", "ij"] but gives ["abcd", "efgh", " ij"].
from __future__ import annotations

import re
from collections.abc import Iterator

_WORD = re.compile(r"\S+")


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in _WORD.finditer(text):
        start, end = match.span()
        if end - start <= size:
            yield start, end
            continue
        for cut in range(start, end + 1, size):
            yield cut, min(cut + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _words(text, size):
        if not window or end - window[0][0] <= size:
            window.append((start, end))
            continue
        yield text[window[0][0]:window[-1][1]]
        chunk_end = window[-1][1]
        keep = len(window)
        while keep > 1:
            first = window[keep - 1][0]
            if chunk_end - first > overlap or end - first > size:
                break
            keep -= 1
        window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
