# MISTAKE: Turns Windows line endings into \n in every chunk it yields (chunk.replace("\r\n", "\n")), so a chunk that spans a CRLF line break is no longer the stretch of the text as written: "ab\r\ncd", size 6, overlap 0 should give ["ab\r\ncd"] but gives ["ab\ncd"].
from __future__ import annotations

import re
from collections.abc import Iterator


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start <= size:
            yield start, end
        else:
            for cut in range(start, end, size):
                yield cut, min(cut + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _words(text, size):
        if window and end - window[0][0] > size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end].replace("\r\n", "\n")
            keep = 0
            for i in range(len(window) - 1, 0, -1):
                first = window[i][0]
                if chunk_end - first <= overlap and end - first <= size:
                    keep = len(window) - i
                else:
                    break
            window = window[len(window) - keep:] if keep else []
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]].replace("\r\n", "\n")
