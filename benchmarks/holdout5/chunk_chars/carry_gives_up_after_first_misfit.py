# MISTAKE: Looks for carried words from the front, stops at the first one inside the overlap and carries nothing if the next word would not fit after it, never trying the shorter tails: "aa bb c dddd", size 8, overlap 4 should give ["aa bb c", "c dddd"] but gives ["aa bb c", "dddd"].
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
        carried: list[tuple[int, int]] = []
        # The first word (after the chunk's first) that starts inside the last
        # `overlap` characters begins the carried words, if the next word fits.
        for j in range(1, len(window)):
            start = window[j][0]
            if end - start <= overlap:
                if nxt[1] - start <= size:
                    carried = window[j:]
                break
        window = carried
