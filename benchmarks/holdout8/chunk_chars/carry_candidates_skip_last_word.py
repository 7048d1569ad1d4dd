# MISTAKE: Looks for the words to carry in reversed(window[:-1]), which leaves out the chunk's last word instead of its first, so nothing is carried unless the last two words fit in overlap (and then the slice brings the last word back anyway): "aa bb cc dd", size 8, overlap 2 should give ["aa bb cc", "cc dd"] but gives ["aa bb cc", "dd"].
from __future__ import annotations

import re
from collections.abc import Iterator


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.start(), match.end()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _spans(text, size):
        if window and end - window[0][0] > size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end]
            carried: list[tuple[int, int]] = []
            for first, last in reversed(window[:-1]):
                if chunk_end - first <= overlap and end - first <= size:
                    carried.insert(0, (first, last))
                else:
                    break
            window = carried
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
