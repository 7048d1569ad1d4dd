# MISTAKE: A word longer than size is cut so that its first piece fills whatever room is left in the current window, instead of being cut into pieces of size characters starting a window of its own: "ab cdefghij", size 5, overlap 0 should give ["ab", "cdefg", "hij"] but gives ["ab cd", "efghi", "j"].
"""Lazily cut a text into windows of at most `size` characters that keep words whole."""

from __future__ import annotations

import re
from collections.abc import Iterator


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int, bool]] = []  # (start, end, whole word?)

    def chunk() -> str:
        return text[window[0][0]:window[-1][1]]

    def carried(next_end: int) -> list[tuple[int, int, bool]]:
        end = window[-1][1]
        keep: list[tuple[int, int, bool]] = []
        for w in reversed(window[1:]):
            if not w[2] or end - w[0] > overlap or next_end - w[0] > size:
                break
            keep.insert(0, w)
        return keep

    for m in re.finditer(r"\S+", text):
        s, e = m.span()
        if e - s > size:
            pos = s
            while pos < e:
                begin = window[0][0] if window else pos
                room = size - (pos - begin)
                if room <= 0:
                    yield chunk()
                    window = []
                    continue
                cut = min(pos + room, e)
                window.append((pos, cut, False))
                pos = cut
                if pos < e:
                    yield chunk()
                    window = []
            continue
        if window and e - window[0][0] > size:
            yield chunk()
            window = carried(e)
        window.append((s, e, True))
    if window:
        yield chunk()
