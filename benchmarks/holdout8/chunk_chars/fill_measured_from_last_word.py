# MISTAKE: Decides whether the next word fits by measuring from the start of the window's last word (window[-1]) instead of its first word, so a window keeps growing as long as two neighbouring words fit and chunks run far past size: "aa bb cc dd", size 5, overlap 0 should give ["aa bb", "cc dd"] but gives ["aa bb cc dd"] (11 characters).
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
        if window and end - window[-1][0] > size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end]
            keep = 0
            for i in range(len(window) - 1, 0, -1):
                first = window[i][0]
                if chunk_end - first <= overlap and end - first <= size:
                    keep = len(window) - i
                else:
                    break
            window = window[len(window) - keep:] if keep else []
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
