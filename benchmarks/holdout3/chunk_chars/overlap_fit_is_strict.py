# MISTAKE: Carries a word over only while the carried stretch is strictly shorter than overlap (< instead of <=), so carried words that fill the overlap exactly are dropped: "aa bb cc", size 5, overlap 2 should give ["aa bb", "bb cc"] but gives ["aa bb", "cc"].
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
            if not whole or end - start >= overlap or nxt[1] - start > size:
                break
            keep += 1
        window = window[len(window) - keep:] if keep else []
