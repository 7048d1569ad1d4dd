# MISTAKE: Handles a word longer than size in a branch of its own that yields every piece as a chunk by itself, so the short last piece of a cut word never shares a chunk with the words after it: "abcdefghi jk", size 4, overlap 0 should give ["abcd", "efgh", "i jk"] but gives ["abcd", "efgh", "i", "jk"].
from __future__ import annotations

import re
from collections.abc import Iterator


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        if end - start > size:
            if window:
                yield text[window[0][0]:window[-1][1]]
                window = []
            for cut in range(start, end, size):
                yield text[cut:min(cut + size, end)]
            continue
        if window and end - window[0][0] > size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end]
            keep = 0
            for i in range(len(window) - 1, 0, -1):
                first = window[i][0]
                if chunk_end - first <= overlap and end - first <= size:
                    keep = len(window) - i
                else:
                    break
            window = window[len(window) - keep:] if keep else []
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
