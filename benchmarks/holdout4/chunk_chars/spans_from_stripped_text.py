# MISTAKE: Finds the word spans in text.strip() but slices the chunks out of the original text, so when the text starts with whitespace every chunk is shifted left by that much: "  ab cd", size 5, overlap 0 should give ["ab cd"] but gives ["  ab "].
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
    for tok in _tokens(text.strip(), size):
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
