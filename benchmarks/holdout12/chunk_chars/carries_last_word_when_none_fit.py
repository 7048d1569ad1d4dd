# MISTAKE: When no word fits in overlap characters it still carries the chunk's last word (if it is not the first word and the next word fits after it), reading overlap > 0 as "chunks always share at least one word", so words longer than overlap are repeated: "aa bbb cc", size 6, overlap 2 should give ["aa bbb", "cc"] but gives ["aa bbb", "bbb cc"].
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
                first = window[k][0]
                if chunk_end - first <= overlap and span[1] - first <= size:
                    carried = window[k:]
                    break
            if not carried and overlap > 0 and len(window) > 1 and span[1] - window[-1][0] <= size:
                carried = window[-1:]
            window = carried
        window.append(span)
    if window:
        yield text[window[0][0]:window[-1][1]]
