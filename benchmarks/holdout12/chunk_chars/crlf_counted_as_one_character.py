# MISTAKE: Measures every stretch as its length minus the number of \r\n pairs in it, counting a Windows line break as one character, so a chunk that spans \r\n line breaks can be longer than size (and the overlap is measured the same way): "ab\r\ncd", size 5, overlap 0 should give ["ab", "cd"] but gives ["ab\r\ncd"] (6 characters).
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


def _length(text: str, start: int, end: int) -> int:
    return end - start - text.count("\r\n", start, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for span in _spans(text, size):
        if window and _length(text, window[0][0], span[1]) > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            carried: list[tuple[int, int]] = []
            for k in range(1, len(window)):
                first = window[k][0]
                if _length(text, first, chunk_end) <= overlap and _length(text, first, span[1]) <= size:
                    carried = window[k:]
                    break
            window = carried
        window.append(span)
    if window:
        yield text[window[0][0]:window[-1][1]]
