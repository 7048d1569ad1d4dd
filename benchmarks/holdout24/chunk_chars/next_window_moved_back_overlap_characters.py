# MISTAKE: Starts the next window overlap characters before the end of the chunk (moved on by at least one character so it never repeats), as the Go chunker does, instead of at the chunk's last whole words that fit in overlap and leave room for the next word, so a chunk can begin in the middle of a word and can hold only carried characters; list(solve("ab cd ef", 5, 1)) -> right ['ab cd', 'ef'], file gives ['ab cd', 'd ef']
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


def _spans(text, size):
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for span in _spans(text, size):
        while span is not None:
            if not window:
                window = [span]
                span = None
            elif span[1] - window[0][0] <= size:
                window.append(span)
                span = None
            else:
                yield text[window[0][0]:window[-1][1]]
                cut = max(window[-1][1] - overlap, window[0][0] + 1)
                window = [(max(s, cut), e) for s, e in window if e > cut]
    if window:
        yield text[window[0][0]:window[-1][1]]
