# MISTAKE: Checks that the next word still fits after the carried words as carried length + 1 + the next word's length, assuming one space before it, so when a longer run of whitespace follows the chunk a word is carried although the next window then runs past size: "aa bb\n\n\ncc", size 6, overlap 2 should give ["aa bb", "cc"] but gives ["aa bb", "bb\n\n\ncc"] (7 characters; right when one whitespace character follows each chunk).
"""Cut a text into windows of at most `size` characters, lazily, without cutting words."""

from __future__ import annotations

import re
from collections.abc import Iterator


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for cut in range(start, end, size):
            yield cut, min(cut + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _words(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            carried: list[tuple[int, int]] = []
            for i in range(len(window) - 1, 0, -1):
                carried_length = chunk_end - window[i][0]
                if carried_length > overlap or carried_length + 1 + (end - start) > size:
                    break
                carried = window[i:]
            window = carried
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
