# MISTAKE: Validates the arguments with overlap <= size // 2 instead of overlap < size, so a valid large overlap raises ValueError: "aa bb cc", size 5, overlap 3 should give ["aa bb", "bb cc"] but raises ValueError on the first next().
"""Lazily cut a text into windows of at most `size` characters that keep words whole."""

from __future__ import annotations

import re
from collections.abc import Iterator


def _words(text: str, size: int) -> Iterator[tuple[int, int, bool]]:
    for m in re.finditer(r"\S+", text):
        start, end = m.span()
        if end - start <= size:
            yield start, end, True
        else:
            for s in range(start, end, size):
                yield s, min(s + size, end), False


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    if size < 1:
        raise ValueError("size must be at least 1")
    if overlap < 0 or overlap > size // 2:
        raise ValueError("overlap must be between 0 and half of size")
    words = _words(text, size)
    nxt = next(words, None)
    window: list[tuple[int, int, bool]] = []
    while nxt is not None:
        while nxt is not None and (not window or nxt[1] - window[0][0] <= size):
            window.append(nxt)
            nxt = next(words, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        end = window[-1][1]
        keep = 0
        for i in range(len(window) - 1, 0, -1):
            start, _, whole = window[i]
            if not whole or end - start > overlap or nxt[1] - start > size:
                break
            keep += 1
        window = window[len(window) - keep:] if keep else []
