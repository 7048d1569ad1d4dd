# MISTAKE: takes the carried words' characters off the overlap parameter itself (overlap -= cost) while choosing what to carry, so the budget is never refilled for the next chunk and later chunks carry fewer words or none; list(solve("aa bb cc dd ee", 5, 2)) -> right ['aa bb', 'bb cc', 'cc dd', 'dd ee'], file gives ['aa bb', 'bb cc', 'dd ee']
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
        if window and end - window[0][0] > size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end]
            keep = len(window)
            mark = chunk_end
            while keep > 1:
                word_start = window[keep - 1][0]
                cost = mark - word_start
                if cost > overlap or end - word_start > size:
                    break
                overlap -= cost
                mark = word_start
                keep -= 1
            window = window[keep:] + [(start, end)]
        else:
            window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
