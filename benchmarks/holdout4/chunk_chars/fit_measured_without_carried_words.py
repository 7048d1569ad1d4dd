# MISTAKE: After a chunk, measures whether a word fits from the first new word of the window instead of from the first carried word, so windows that carry words grow past size: "aa bb cc dd", size 5, overlap 2 should give ["aa bb", "bb cc", "cc dd"] but gives ["aa bb", "bb cc dd"].
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
    fresh = 0          # index in window of the first word that was not carried
    for tok in _tokens(text, size):
        if not window or tok[1] - window[fresh][0] <= size:
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
        fresh = k
    if window:
        yield text[window[0][0]:window[-1][1]]
