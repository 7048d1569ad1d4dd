# MISTAKE: Stops only when a chunk ends at len(text) instead of when no word is left, so a text that ends in whitespace gets one more chunk made of the carried-over words: "aa bb cc\n", size 5, overlap 2 should give ["aa bb", "bb cc"] but gives ["aa bb", "bb cc", "cc"].
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
    while True:
        while nxt is not None and (not window or nxt[1] - window[0][0] <= size):
            window.append(nxt)
            nxt = next(words, None)
        if not window:
            return
        yield text[window[0][0]:window[-1][1]]
        end = window[-1][1]
        if end >= len(text):
            return
        keep = 0
        for i in range(len(window) - 1, 0, -1):
            start, _, whole = window[i]
            if not whole or end - start > overlap:
                break
            if nxt is not None and nxt[1] - start > size:
                break
            keep += 1
        window = window[len(window) - keep:] if keep else []
