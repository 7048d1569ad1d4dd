# MISTAKE: Looks for words block by block (finditer(text, pos, pos + 4096)), so a word that crosses a 4096-character border is found as two words and can be split between two chunks: "x " * 2047 + "abc", size 4, overlap 0 should end with the chunks "x" and "abc" but ends with "x ab" and "c".
from __future__ import annotations

import re
from collections.abc import Iterator

_WORD = re.compile(r"\S+")
_BLOCK = 4096


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    for pos in range(0, len(text), _BLOCK):
        for match in _WORD.finditer(text, pos, pos + _BLOCK):
            start, end = match.span()
            while end - start > size:
                yield start, start + size
                start += size
            yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _words(text, size):
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            last = window[-1][1]
            cut = len(window)
            while cut > 1:
                begin = window[cut - 1][0]
                if last - begin <= overlap and end - begin <= size:
                    cut -= 1
                else:
                    break
            window = window[cut:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
