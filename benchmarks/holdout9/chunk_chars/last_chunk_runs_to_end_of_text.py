# MISTAKE: Slices the last chunk from its first word to the end of the text (text[start:]) instead of to the end of its last word, so a text that ends with whitespace, such as a final line break, leaves that whitespace in the last chunk: "aa bb cc\n", size 5, overlap 0 should give ["aa bb", "cc"] but gives ["aa bb", "cc\n"].
"""Cut a text into windows of at most `size` characters, lazily, without cutting words."""

from __future__ import annotations

import re
from collections.abc import Iterator


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    def words() -> Iterator[tuple[int, int]]:
        for m in re.finditer(r"\S+", text):
            i, end = m.span()
            while end - i > size:
                yield i, i + size
                i += size
            yield i, end

    window: list[tuple[int, int]] = []
    for word in words():
        if window and word[1] - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            end = window[-1][1]
            carry = []
            for j in range(len(window) - 1, 0, -1):
                if end - window[j][0] <= overlap and word[1] - window[j][0] <= size:
                    carry = window[j:]
                else:
                    break
            window = carry
        window.append(word)
    if window:
        yield text[window[0][0]:]
