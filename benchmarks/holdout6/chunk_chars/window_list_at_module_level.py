# MISTAKE: Keeps the window's word spans in a module-level list that is only emptied when a generator runs to its end, so after a caller stops early the next call starts with stale spans from the other text: after g = solve("aa bb cc dd", 5, 2) and two next(g) calls, list(solve("x y z", 3, 0)) should give ["x y", "z"] but gives [" z"].
from __future__ import annotations

import re
from collections.abc import Iterator

_window: list[tuple[int, int]] = []


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for m in re.finditer(r"\S+", text):
        start, end = m.span()
        if end - start <= size:
            yield start, end
        else:
            for i in range(start, end, size):
                yield i, min(i + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    words = _spans(text, size)
    nxt = next(words, None)
    while nxt is not None:
        while nxt is not None and (not _window or nxt[1] - _window[0][0] <= size):
            _window.append(nxt)
            nxt = next(words, None)
        yield text[_window[0][0]:_window[-1][1]]
        if nxt is None:
            break
        end = _window[-1][1]
        keep = len(_window)
        for k in range(len(_window) - 1, 0, -1):
            start = _window[k][0]
            if end - start <= overlap and nxt[1] - start <= size:
                keep = k
            else:
                break
        del _window[:keep]
    _window.clear()
