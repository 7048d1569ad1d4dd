# MISTAKE: Measures a stretch as len(unicodedata.normalize("NFC", stretch)) instead of its code points, so letters written with combining accents count too short and chunks grow past size: "cafe\u0301 ok" (café with a combining accent, 8 code points), size 7, overlap 0 should give ["cafe\u0301", "ok"] but gives the single 8-code-point chunk ["cafe\u0301 ok"].
"""Lazily cut a text into windows of at most `size` characters that keep words whole."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    def length(a: int, b: int) -> int:
        return len(unicodedata.normalize("NFC", text[a:b]))

    def words() -> Iterator[tuple[int, int, bool]]:
        for m in re.finditer(r"\S+", text):
            a, b = m.span()
            if length(a, b) <= size:
                yield a, b, True
            else:
                for p in range(a, b, size):
                    yield p, min(p + size, b), False

    it = words()
    nxt = next(it, None)
    window: list[tuple[int, int, bool]] = []
    while nxt is not None:
        while nxt is not None and (not window or length(window[0][0], nxt[1]) <= size):
            window.append(nxt)
            nxt = next(it, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        end = window[-1][1]
        keep = 0
        for i in range(len(window) - 1, 0, -1):
            start, _, whole = window[i]
            if not whole or length(start, end) > overlap or length(start, nxt[1]) > size:
                break
            keep += 1
        window = window[len(window) - keep:] if keep else []
