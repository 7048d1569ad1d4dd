# MISTAKE: Has a shortcut that yields the whole text when len(text) <= size, without trimming it, so a short text with whitespace at either end (or only whitespace) yields that whitespace: " ab cd\n", size 10, overlap 0 should give ["ab cd"] but gives [" ab cd\n"].
from __future__ import annotations

import re
from collections.abc import Iterator


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    if 0 < len(text) <= size:
        yield text
        return
    window: list[tuple[int, int]] = []
    for match in re.finditer(r"\S+", text):
        word_start, word_end = match.span()
        pieces = [(i, min(i + size, word_end)) for i in range(word_start, word_end, size)]
        for start, end in pieces:
            if window and end - window[0][0] > size:
                yield text[window[0][0]:window[-1][1]]
                chunk_end = window[-1][1]
                keep = len(window)
                while keep > 1 and chunk_end - window[keep - 1][0] <= overlap and end - window[keep - 1][0] <= size:
                    keep -= 1
                window = window[keep:]
            window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
