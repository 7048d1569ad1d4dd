# MISTAKE: Compiles \S+ with re.ASCII, so Unicode whitespace such as the no-break space counts as part of a word and a chunk can end in whitespace: "ab\u00a0cd" (no-break space), size 3, overlap 0 should give ["ab", "cd"] but gives ["ab\u00a0", "cd"].
"""Character windows that keep words whole, handed out lazily."""

from __future__ import annotations

import re
from collections.abc import Iterator

WORD = re.compile(r"\S+", re.ASCII)  # compiled once; ASCII mode is faster


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    for m in WORD.finditer(text):
        start, end = m.span()
        if end - start <= size:
            yield (start, end)
        else:
            for i in range(start, end, size):
                yield (i, min(i + size, end))


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    words = _words(text, size)
    nxt = next(words, None)
    window: list[tuple[int, int]] = []
    while nxt is not None:
        while nxt is not None and (not window or nxt[1] - window[0][0] <= size):
            window.append(nxt)
            nxt = next(words, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        end = window[-1][1]
        keep = 0
        for j in range(len(window) - 1, 0, -1):
            start = window[j][0]
            if end - start <= overlap and nxt[1] - start <= size:
                keep = len(window) - j
            else:
                break
        window = window[len(window) - keep:] if keep else []
