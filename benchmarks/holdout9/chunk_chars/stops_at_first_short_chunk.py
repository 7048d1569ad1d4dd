# MISTAKE: Takes a chunk shorter than size characters to be the last one (as with fixed-size character windows) and stops after it, so everything after the first chunk that ends early because the next word does not fit is lost: "aaa bbb", size 5, overlap 0 should give ["aaa", "bbb"] but gives ["aaa"].
"""Cut a text into windows of at most `size` characters, lazily, without cutting words."""

from __future__ import annotations

import re
from collections.abc import Iterator


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    words = _words(text, size)
    pending = next(words, None)
    window: list[tuple[int, int]] = []
    while pending is not None:
        while pending is not None and (not window or pending[1] - window[0][0] <= size):
            window.append(pending)
            pending = next(words, None)
        chunk = text[window[0][0]:window[-1][1]]
        yield chunk
        if len(chunk) < size:
            return
        carried: list[tuple[int, int]] = []
        if pending is not None:
            end = window[-1][1]
            for i in range(len(window) - 1, 0, -1):
                if end - window[i][0] <= overlap and pending[1] - window[i][0] <= size:
                    carried = window[i:]
                else:
                    break
        window = carried
