# MISTAKE: Reads overlap as a number of words (as in chunk_words) and carries the chunk's last overlap words whenever the next word still fits, instead of the words that fit in overlap characters: "aa bb cc dd", size 8, overlap 1 should give ["aa bb cc", "dd"] but gives ["aa bb cc", "cc dd"].
from __future__ import annotations

import re
from collections.abc import Iterator


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
    window: list[tuple[int, int]] = []
    nxt = next(words, None)
    while nxt is not None:
        while nxt is not None and (not window or nxt[1] - window[0][0] <= size):
            window.append(nxt)
            nxt = next(words, None)
        yield text[window[0][0]:window[-1][1]]
        if nxt is None:
            return
        # carry the last `overlap` words, never the first one
        carried = window[max(1, len(window) - overlap):] if overlap else []
        while carried and nxt[1] - carried[0][0] > size:
            carried = carried[1:]
        window = carried
