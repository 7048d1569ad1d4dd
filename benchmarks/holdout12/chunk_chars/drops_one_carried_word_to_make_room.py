# MISTAKE: Takes every word after the first that fits in overlap characters and, if the next new word does not fit after them, drops only the first of them (an if where a while belongs), so when that is not enough the new window runs past size: "a b c dddd", size 5, overlap 3 should give ["a b c", "dddd"] but gives ["a b c", "c dddd"] (6 characters).
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
            carried = [w for w in window[1:] if chunk_end - w[0] <= overlap]
            if carried and span[1] - carried[0][0] > size:
                carried = carried[1:]
            window = carried
        window.append(span)
    if window:
        yield text[window[0][0]:window[-1][1]]
