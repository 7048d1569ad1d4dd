# MISTAKE: Slices each chunk as text[first_start:last_end + 1], treating the word's exclusive end as if it were the index of its last character, so a chunk followed by more text takes one whitespace character too many: "ab cd", size 2, overlap 0 should give ["ab", "cd"] but gives ["ab ", "cd"].
from __future__ import annotations

import re
from collections.abc import Iterator


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for m in re.finditer(r"\S+", text):
        start, end = m.start(), m.end()
        if end - start <= size:
            yield start, end
        else:
            for i in range(start, end, size):
                yield i, min(i + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    words = _spans(text, size)
    window: list[tuple[int, int]] = []
    nxt = next(words, None)
    while nxt is not None:
        while nxt is not None and (not window or nxt[1] - window[0][0] <= size):
            window.append(nxt)
            nxt = next(words, None)
        # include the last character of the last word
        yield text[window[0][0]:window[-1][1] + 1]
        if nxt is None:
            return
        end = window[-1][1]
        carried: list[tuple[int, int]] = []
        for k in range(len(window) - 1, 0, -1):
            start = window[k][0]
            if end - start <= overlap and nxt[1] - start <= size:
                carried = window[k:]
            else:
                break
        window = carried
