# MISTAKE: Finds the words already cut to size with re.finditer(r"\S{1,%d}" % size, text), but a repeat count in a regular expression must be below 4294967295, so for a size that large (legal: size has no upper bound) the first next() raises OverflowError instead of giving the chunks: solve("ab cd", 10**10, 0) should give ["ab cd"] but raises OverflowError.
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

import re
from collections.abc import Iterator


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for match in re.finditer(r"\S{1,%d}" % size, text):
        start, end = match.span()
        if window and end - window[0][0] > size:
            yield text[window[0][0]:window[-1][1]]
            chunk_end = window[-1][1]
            j = len(window)
            while j > 1 and chunk_end - window[j - 1][0] <= overlap:
                j -= 1
            window = window[j:]
            while window and end - window[0][0] > size:
                window.pop(0)
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
