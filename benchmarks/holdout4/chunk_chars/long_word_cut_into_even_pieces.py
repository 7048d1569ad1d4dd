# MISTAKE: Cuts a word longer than size into pieces of equal length (as few pieces as needed, then evened out) instead of pieces of exactly size characters with a shorter last one: "abcdefghi", size 4, overlap 0 should give ["abcd", "efgh", "i"] but gives ["abc", "def", "ghi"].
from __future__ import annotations

import re
from collections.abc import Iterator


def _tokens(text, size):
    for m in re.finditer(r"\S+", text):
        s, e = m.span()
        if e - s <= size:
            yield (s, e)
        else:
            count = -(-(e - s) // size)          # pieces needed
            length = -(-(e - s) // count)        # share them out evenly
            for p in range(s, e, length):
                yield (p, min(p + length, e))


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for tok in _tokens(text, size):
        if not window or tok[1] - window[0][0] <= size:
            window.append(tok)
            continue
        yield text[window[0][0]:window[-1][1]]
        end = window[-1][1]
        k = 0
        while k + 1 < len(window):
            first = window[-(k + 1)][0]
            if end - first <= overlap and tok[1] - first <= size:
                k += 1
            else:
                break
        window = (window[len(window) - k:] if k else []) + [tok]
    if window:
        yield text[window[0][0]:window[-1][1]]
