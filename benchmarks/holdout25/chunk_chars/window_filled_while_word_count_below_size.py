# MISTAKE: fills a window while len(window) < size, the number of words in it, where the length in characters of the stretch from its first word to the new word's end belongs, so chunks hold size words and run far past size characters; list(solve("ab cd ef", 5, 0)) -> right ['ab cd', 'ef'], file gives ['ab cd ef']
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


_WORD = re.compile(r"\S+")


def _spans(text: str, size: int, pos: int = 0) -> Iterator[tuple[int, int]]:
    for match in _WORD.finditer(text, pos):
        start, end = match.span()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _spans(text, size):
        if window and len(window) >= size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end]
            keep = len(window)
            while (keep > 1 and chunk_end - window[keep - 1][0] <= overlap
                   and end - window[keep - 1][0] <= size):
                keep -= 1
            window = window[keep:] + [(start, end)]
        else:
            window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
