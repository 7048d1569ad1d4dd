# MISTAKE: The loop that looks back for words to carry stops one word too early (range(len(window) - 1, 1, -1)), so besides the first word the second word of a chunk is never carried either: "a b c d", size 5, overlap 3 should give ["a b c", "b c d"] but gives ["a b c", "c d"].
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
        first = len(window)
        for j in range(len(window) - 1, 1, -1):
            if end - window[j][0] <= overlap and tok[1] - window[j][0] <= size:
                first = j
            else:
                break
        window = window[first:] + [tok]
    if window:
        yield text[window[0][0]:window[-1][1]]
