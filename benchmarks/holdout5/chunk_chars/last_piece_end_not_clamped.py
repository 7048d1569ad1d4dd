# MISTAKE: Cuts a long word into spans (i, i + size) without clamping the last one to the end of the word, so when that short last piece ends a chunk the chunk runs on into the next word: "abcdefghij kl", size 4, overlap 0 should give ["abcd", "efgh", "ij", "kl"] but gives ["abcd", "efgh", "ij k", "kl"].
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
            # A word too long for a window: cut it into pieces of `size`.
            for i in range(start, end, size):
                yield (i, i + size)


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
