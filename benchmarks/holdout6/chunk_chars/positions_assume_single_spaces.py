# MISTAKE: Works out where each word sits by adding up the lengths of text.split()'s words plus one space each, so the positions drift after a double space, a tab run or leading whitespace and the chunks are sliced from the wrong place: "a  b c", size 4, overlap 0 should give ["a  b", "c"] but gives ["a  ", " "].
from __future__ import annotations

from collections.abc import Iterator


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    pos = 0
    for word in text.split():
        start, end = pos, pos + len(word)
        pos = end + 1  # one space to the next word
        if end - start <= size:
            yield start, end
        else:
            for i in range(start, end, size):
                yield i, min(i + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    words = _spans(text, size)
    window: list[tuple[int, int]] = []
    nxt = next(words, None)
    while nxt is not None:
        while nxt is not None and (not window or nxt[1] - window[0][0] <= size):
            window.append(nxt)
            nxt = next(words, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        end = window[-1][1]
        carried: list[tuple[int, int]] = []
        for k in range(len(window) - 1, 0, -1):
            start = window[k][0]
            if end - start <= overlap and nxt[1] - start <= size:
                carried = window[k:]
            else:
                break
        window = carried
