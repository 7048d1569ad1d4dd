# MISTAKE: When no word is carried it starts the next chunk where the previous chunk ended instead of at the next word, so that chunk begins with the whitespace between them (which also counts against size): "ab cd ef", size 5, overlap 0 should give ["ab cd", "ef"] but gives ["ab cd", " ef"].
from __future__ import annotations

import re
from collections.abc import Iterator


def _words(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for cut in range(start, end, size):
            yield cut, min(cut + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    chunk_start = -1
    words: list[tuple[int, int]] = []
    for start, end in _words(text, size):
        if chunk_start < 0:
            chunk_start = start
        if words and end - chunk_start > size:
            chunk_end = words[-1][1]
            yield text[chunk_start:chunk_end]
            carried: list[tuple[int, int]] = []
            for i in range(len(words) - 1, 0, -1):
                first = words[i][0]
                if chunk_end - first <= overlap and end - first <= size:
                    carried = words[i:]
                else:
                    break
            words = carried
            chunk_start = carried[0][0] if carried else chunk_end
        words.append((start, end))
    if words:
        yield text[chunk_start:words[-1][1]]
