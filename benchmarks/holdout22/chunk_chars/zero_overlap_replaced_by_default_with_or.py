# MISTAKE: Gives the overlap a default of a tenth of size with overlap = overlap or size // 10, meant for a missing overlap, but 0 is falsy, so an overlap of 0 asked for explicitly becomes size // 10 and chunks carry words when size is 10 or more; list(solve("a b c d e f g h i j k l", 10, 0)) -> right ['a b c d e', 'f g h i j', 'k l'], file gives ['a b c d e', 'e f g h i', 'i j k l']
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
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    overlap = overlap or size // 10
    words = _spans(text, size)
    window = []
    for start, end in words:
        if window and end - window[0][0] > size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end]
            keep = len(window)
            for j in range(len(window) - 1, 0, -1):
                if chunk_end - window[j][0] <= overlap and end - window[j][0] <= size:
                    keep = j
                else:
                    break
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
