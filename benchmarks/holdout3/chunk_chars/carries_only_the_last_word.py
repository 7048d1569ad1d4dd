# MISTAKE: Carries at most one word into the next window (the chunk's last word, if it fits), instead of as many last words as fit in overlap characters: "aa bb cc dd", size 8, overlap 5 should give ["aa bb cc", "bb cc dd"] but gives ["aa bb cc", "cc dd"].
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
        last = window[-1]
        if (
            len(window) > 1
            and last[2]
            and last[1] - last[0] <= overlap
            and nxt[1] - last[0] <= size
        ):
            window = [last]
        else:
            window = []
