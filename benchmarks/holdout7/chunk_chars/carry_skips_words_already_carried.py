# MISTAKE: Only carries words that were new in the chunk, never a word the chunk itself had carried over, so with a large overlap the windows jump ahead too far: "a b c d e f", size 5, overlap 3 should give ["a b c", "b c d", "c d e", "d e f"] but gives ["a b c", "b c d", "d e f"].
from __future__ import annotations

import re
from collections.abc import Iterator


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for cut in range(start, end, size):
            yield cut, min(cut + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    carried = 0
    for start, end in _spans(text, size):
        if not window or end - window[0][0] <= size:
            window.append((start, end))
            continue
        yield text[window[0][0]:window[-1][1]]
        chunk_end = window[-1][1]
        first = len(window)
        lowest = max(1, carried)
        while first - 1 >= lowest:
            candidate = window[first - 1][0]
            if chunk_end - candidate <= overlap and end - candidate <= size:
                first -= 1
            else:
                break
        window = window[first:] + [(start, end)]
        carried = len(window) - 1
    if window:
        yield text[window[0][0]:window[-1][1]]
