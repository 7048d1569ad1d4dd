# MISTAKE: Cuts a word longer than size into pieces of size - overlap characters (to leave room for the overlap) instead of size, so long words are cut in the wrong places and neighbouring pieces are glued back together: "abcdefghij", size 4, overlap 1 should give ["abcd", "efgh", "ij"] but gives ["abc", "def", "ghij"] (right with overlap 0).
"""Cut a text into windows of at most `size` characters, lazily, without cutting words."""

from __future__ import annotations

import re
from collections.abc import Iterator

WORD = re.compile(r"\S+")


def _pieces(text: str, size: int, overlap: int) -> Iterator[tuple[int, int]]:
    piece = size - overlap
    for match in WORD.finditer(text):
        start, end = match.span()
        if end - start <= size:
            yield start, end
            continue
        for cut in range(start, end, piece):
            yield cut, min(cut + piece, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _pieces(text, size, overlap):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            keep = len(window)
            for i in range(len(window) - 1, 0, -1):
                first = window[i][0]
                if chunk_end - first > overlap or end - first > size:
                    break
                keep = i
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
