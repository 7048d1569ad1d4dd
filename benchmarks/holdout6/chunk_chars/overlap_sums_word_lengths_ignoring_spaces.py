# MISTAKE: Measures the carried words against overlap by adding up their lengths instead of the stretch from the first carried word to the chunk's end, so the spaces between them are not counted and too many words are carried: "a b c d", size 5, overlap 2 should give ["a b c", "c d"] but gives ["a b c", "b c d"].
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
    nxt = next(words, None)
    while nxt is not None:
        while nxt is not None and (not window or nxt[1] - window[0][0] <= size):
            window.append(nxt)
            nxt = next(words, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        carried: list[tuple[int, int]] = []
        used = 0
        for k in range(len(window) - 1, 0, -1):
            start, end = window[k]
            used += end - start
            if used <= overlap and nxt[1] - start <= size:
                carried = window[k:]
            else:
                break
        window = carried
