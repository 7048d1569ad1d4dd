# MISTAKE: Finds the first carried word with next(...) and no default, so when no word can be carried the StopIteration inside the generator becomes a RuntimeError: "ab cd", size 3, overlap 0 should give ["ab", "cd"] but raises RuntimeError after yielding "ab".
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
        # the earliest word (never the first one) from which the carry fits
        i = next(
            j for j in range(1, len(window))
            if end - window[j][0] <= overlap and tok[1] - window[j][0] <= size
        )
        window = window[i:] + [tok]
    if window:
        yield text[window[0][0]:window[-1][1]]
