# MISTAKE: Measures the words to carry from the first carried word to the start of the chunk's last word instead of to the chunk's end, so the last word is always counted as 0 and too many words are carried: "aa bb cc dd", size 8, overlap 3 should give ["aa bb cc", "cc dd"] but gives ["aa bb cc", "bb cc dd"].
from __future__ import annotations

import re
from collections.abc import Iterator


def _tokens(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start > size:
            for cut in range(start, end, size):
                yield cut, min(cut + size, end)
        else:
            yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _tokens(text, size):
        if not window or end - window[0][0] <= size:
            window.append((start, end))
            continue
        yield text[window[0][0]:window[-1][1]]
        last_start = window[-1][0]
        keep = len(window)
        while keep > 1:
            candidate = window[keep - 1][0]
            if last_start - candidate > overlap or end - candidate > size:
                break
            keep -= 1
        window = window[keep:] + [(start, end)]
    if window:
        yield text[window[0][0]:window[-1][1]]
