# MISTAKE: Locates each word with text.find(word) from the start of the text, so a repeated word gets the position of its first occurrence and chunks are sliced from the wrong place: "ab cd ab ef", size 5, overlap 0 should give ["ab cd", "ab ef"] but gives ["ab", "ef"].
"""Character windows that keep words whole, handed out lazily."""

from __future__ import annotations

import re
from collections.abc import Iterator


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    for word in (m.group() for m in re.finditer(r"\S+", text)):
        start = text.find(word)
        end = start + len(word)
        if len(word) <= size:
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
