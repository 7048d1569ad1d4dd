# MISTAKE: Reads "as many as fit in overlap characters while the next new word still fits" as: the carried words together with the next new word must fit in overlap characters, so fewer words (often none) are carried: "aa bb cc dd", size 8, overlap 5 should give ["aa bb cc", "bb cc dd"] but gives ["aa bb cc", "cc dd"].
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
    window: list[tuple[int, int]] = []
    for start, end in _words(text, size):
        if window and end - window[0][0] > size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end]
            keep = 0
            for i in range(len(window) - 1, 0, -1):
                first = window[i][0]
                if end - first <= overlap:
                    keep = len(window) - i
                else:
                    break
            window = window[len(window) - keep:] if keep else []
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
