# MISTAKE: For overlap 0 it hands the text to textwrap.wrap, which also breaks at hyphens and expands or replaces whitespace: "ab well-known", size 8, overlap 0 should give ["ab", "well-kno", "wn"] but gives ["ab well-", "known"] ("a\tb", size 5 gives ["a", "b"] instead of ["a\tb"]).
"""Character windows that keep words whole, handed out lazily."""

from __future__ import annotations

import re
import textwrap
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
    if overlap == 0:
        # Without overlap this is plain word wrapping, which the library already does.
        yield from textwrap.wrap(text, size)
        return
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
