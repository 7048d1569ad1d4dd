# MISTAKE: Checks that the next new word still fits after the carried words by comparing its own length with size - overlap instead of measuring from the first carried word to that word's end, so it carries words that leave no room for the next word (the window then goes past size) and drops carried words that would have fitted: "aaa bb cccc", size 6, overlap 2 should give ["aaa bb", "cccc"] but gives ["aaa bb", "bb cccc"] (7 characters); "aa bb c ddddd", size 8, overlap 4 should give ["aa bb c", "c ddddd"] but gives ["aa bb c", "ddddd"].
"""Cut a text into windows of at most `size` characters, lazily, without cutting words.

Yield the chunks one at a time (write a generator). A chunk is a stretch of the original text
from the start of a word to the end of a word, at most `size` characters (code points) long; it
never cuts a word, unless that word alone is longer than `size`, and then the word is cut into
pieces of `size` characters. Each chunk begins with the last whole words of the chunk before it,
as many as fit in `overlap` characters while the next new word still fits, and always starts
later than it. Every character that is not whitespace appears, in order; stop after the chunk
that holds the end of the text. Run `kata show chunk_chars` for the lesson.
"""

from __future__ import annotations

from collections.abc import Iterator
import re


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for i in range(start, end, size):
            yield i, min(i + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for span in _spans(text, size):
        if window and span[1] - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            carried: list[tuple[int, int]] = []
            for k in range(1, len(window)):
                if chunk_end - window[k][0] <= overlap:
                    carried = window[k:]
                    break
            if span[1] - span[0] > size - overlap:
                carried = []
            window = carried
        window.append(span)
    if window:
        yield text[window[0][0]:window[-1][1]]
