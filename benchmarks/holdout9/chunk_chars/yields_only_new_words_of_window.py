# MISTAKE: Carries the right words and counts them when filling the window, but slices the chunk from the first new word instead of the first carried one, so the carried words never appear again and chunks do not overlap: "aa bb cc dd", size 5, overlap 2 should give ["aa bb", "bb cc", "cc dd"] but gives ["aa bb", "cc", "dd"].
"""Cut a text into windows of at most `size` characters, lazily, without cutting words."""

from __future__ import annotations

import re
from collections.abc import Iterator


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    new_from = 0
    for start, end in _spans(text, size):
        if window and end - window[0][0] > size:
            yield text[window[new_from][0]:window[-1][1]]
            chunk_end = window[-1][1]
            cut = len(window)
            while cut - 1 > 0:
                first = window[cut - 1][0]
                if chunk_end - first > overlap or end - first > size:
                    break
                cut -= 1
            window = window[cut:]
            new_from = len(window)
        window.append((start, end))
    if window:
        yield text[window[new_from][0]:window[-1][1]]
