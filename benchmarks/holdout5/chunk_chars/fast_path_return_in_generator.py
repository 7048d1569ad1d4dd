# MISTAKE: Has a shortcut return [text.strip()] for a text no longer than size, but in a generator function a returned value only ends the iteration, so such a text yields nothing: "hello world", size 20, overlap 5 should give ["hello world"] but gives [].
"""Character windows that keep words whole, handed out lazily."""

from __future__ import annotations

import re
from collections.abc import Iterator


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    for m in re.finditer(r"\S+", text):
        start, end = m.span()
        if end - start <= size:
            yield (start, end)
        else:
            for i in range(start, end, size):
                yield (i, min(i + size, end))


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    # Short text: it is a single chunk, no need to walk it.
    if len(text) <= size:
        stripped = text.strip()
        return [stripped] if stripped else []
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
