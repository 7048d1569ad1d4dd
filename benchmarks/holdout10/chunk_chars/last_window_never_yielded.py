# MISTAKE: Yields a window only inside the loop, when the next word does not fit, and has no yield after the loop, so the last window, which no word follows, is never handed out: "aa bb cc", size 5, overlap 0 should give ["aa bb", "cc"] but gives ["aa bb"] (a text that fits in one chunk, such as "hello" with size 10, gives []).
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
    window = []
    for start, end in _words(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            keep = len(window)
            while (keep > 1 and chunk_end - window[keep - 1][0] <= overlap
                   and end - window[keep - 1][0] <= size):
                keep -= 1
            window = window[keep:]
        window.append((start, end))
