# MISTAKE: Picks the carried words only by the overlap budget and forgets the rule that the next new word must still fit after them, so the new window can run past size: "aa bb cccc", size 5, overlap 2 should give ["aa bb", "cccc"] but gives ["aa bb", "bb cccc"] (7 characters).
from __future__ import annotations

import re
from collections.abc import Iterator


def _tokens(text, size):
    for m in re.finditer(r"\S+", text):
        s, e = m.span()
        if e - s <= size:
            yield (s, e)
        else:
            for p in range(s, e, size):
                yield (p, min(p + size, e))


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for tok in _tokens(text, size):
        if not window or tok[1] - window[0][0] <= size:
            window.append(tok)
            continue
        yield text[window[0][0]:window[-1][1]]
        end = window[-1][1]
        k = 0
        while k + 1 < len(window) and end - window[-(k + 1)][0] <= overlap:
            k += 1
        window = (window[len(window) - k:] if k else []) + [tok]
    if window:
        yield text[window[0][0]:window[-1][1]]
