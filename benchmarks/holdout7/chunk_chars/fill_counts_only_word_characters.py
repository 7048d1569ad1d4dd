# MISTAKE: Measures a window as the sum of its words' lengths, leaving out the whitespace between them, so chunks grow past size: "ab cd", size 4, overlap 0 should give ["ab", "cd"] but gives ["ab cd"] (5 characters).
from __future__ import annotations

import re
from collections.abc import Iterator


def _pieces(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    used = 0
    for start, end in _pieces(text, size):
        length = end - start
        if not window or used + length <= size:
            window.append((start, end))
            used += length
            continue
        yield text[window[0][0]:window[-1][1]]
        carried: list[tuple[int, int]] = []
        kept = 0
        for word in reversed(window[1:]):
            word_len = word[1] - word[0]
            if kept + word_len > overlap or kept + word_len + length > size:
                break
            carried.insert(0, word)
            kept += word_len
        window = carried + [(start, end)]
        used = kept + length
    if window:
        yield text[window[0][0]:window[-1][1]]
