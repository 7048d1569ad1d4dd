# MISTAKE: Carries every word that ends inside the last overlap characters of the chunk, including one that starts before them, so the carried stretch can be longer than overlap: "aa bbb cc dd", size 9, overlap 4 should give ["aa bbb cc", "cc dd"] but gives ["aa bbb cc", "bbb cc dd"].
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
        zone = window[-1][1] - overlap      # the last `overlap` characters start here
        carry = [w for w in window[1:] if w[1] > zone and tok[1] - w[0] <= size]
        window = carry + [tok]
    if window:
        yield text[window[0][0]:window[-1][1]]
