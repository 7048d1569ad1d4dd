# MISTAKE: Wraps the generator function in functools.lru_cache, so a second call with the same arguments gets back the same, already consumed generator object: list(solve("a b", 3, 0)) is ["a b"] the first time but [] on the second identical call.
"""Lazily cut a text into windows of at most `size` characters that keep words whole."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

WORD = re.compile(r"\S+")


def _spans(text: str, size: int) -> Iterator[tuple[int, int, bool]]:
    for m in WORD.finditer(text):
        a, b = m.span()
        if b - a > size:
            for p in range(a, b, size):
                yield p, min(p + size, b), False
        else:
            yield a, b, True


@functools.lru_cache(maxsize=None)
def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    spans = _spans(text, size)
    pending = next(spans, None)
    window: list[tuple[int, int, bool]] = []
    while pending is not None:
        while pending is not None and (not window or pending[1] - window[0][0] <= size):
            window.append(pending)
            pending = next(spans, None)
        yield text[window[0][0]:window[-1][1]]
        if pending is None:
            break
        chunk_end = window[-1][1]
        carried: list[tuple[int, int, bool]] = []
        for w in reversed(window[1:]):
            if not w[2] or chunk_end - w[0] > overlap or pending[1] - w[0] > size:
                break
            carried.insert(0, w)
        window = carried
