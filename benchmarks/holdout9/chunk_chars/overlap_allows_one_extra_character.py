# MISTAKE: Measures the words to carry with the chunk's end taken as the index of its last character (chunk_end - 1 - start <= overlap), so a carried stretch may be overlap + 1 characters long: "aa bb cc", size 5, overlap 1 should give ["aa bb", "cc"] but gives ["aa bb", "bb cc"].
"""Cut a text into windows of at most `size` characters, lazily, without cutting words."""

from __future__ import annotations

import re
from collections.abc import Iterator


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    def spans() -> Iterator[tuple[int, int]]:
        for m in re.finditer(r"\S+", text):
            s, e = m.span()
            if e - s > size:
                for i in range(s, e, size):
                    yield i, min(i + size, e)
            else:
                yield s, e

    window: list[tuple[int, int]] = []
    for s, e in spans():
        if window and e - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            last_char = window[-1][1] - 1
            carried: list[tuple[int, int]] = []
            for k in range(len(window) - 1, 0, -1):
                start = window[k][0]
                if last_char - start <= overlap and e - start <= size:
                    carried = window[k:]
                else:
                    break
            window = carried
        window.append((s, e))
    if window:
        yield text[window[0][0]:window[-1][1]]
