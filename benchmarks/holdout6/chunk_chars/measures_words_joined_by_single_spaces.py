# MISTAKE: Decides whether a word fits by the length of the window's words joined by single spaces instead of the stretch of the original text, so a chunk with double spaces, tabs or line breaks inside grows past size: "a  b" (two spaces), size 3, overlap 0 should give ["a", "b"] but gives ["a  b"] (4 characters).
from __future__ import annotations

import re
from collections.abc import Iterator


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for m in re.finditer(r"\S+", text):
        start, end = m.span()
        if end - start <= size:
            yield start, end
        else:
            for i in range(start, end, size):
                yield i, min(i + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    words = _spans(text, size)
    window: list[tuple[int, int]] = []
    length = 0  # length of the window's words joined by single spaces
    nxt = next(words, None)
    while nxt is not None:
        while nxt is not None:
            added = (nxt[1] - nxt[0]) + (1 if window else 0)
            if window and length + added > size:
                break
            window.append(nxt)
            length += added
            nxt = next(words, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        end = window[-1][1]
        carried: list[tuple[int, int]] = []
        for k in range(len(window) - 1, 0, -1):
            start = window[k][0]
            if end - start <= overlap and nxt[1] - start <= size:
                carried = window[k:]
            else:
                break
        window = carried
        length = sum(e - s for s, e in window) + max(len(window) - 1, 0)
