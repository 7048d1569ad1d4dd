# MISTAKE: Carries words only while the next word would leave room to spare (size - (next end - carried start) > 0), so a window that would be exactly size long after carrying carries nothing: "aa bb cc", size 5, overlap 2 should give ["aa bb", "bb cc"] but gives ["aa bb", "cc"].
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
            room_left = size - (nxt[1] - start)
            if end - start <= overlap and room_left > 0:
                keep = len(window) - j
            else:
                break
        window = window[len(window) - keep:] if keep else []
