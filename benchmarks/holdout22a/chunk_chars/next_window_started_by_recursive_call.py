# MISTAKE: After each chunk it hands the rest of the work to a recursive generator call that starts at the next window (yield from), one nesting level per chunk, so a text of more than about a thousand chunks exceeds Python's recursion limit; list(solve("w " * 5000, 1, 0)) -> right 5000 chunks, each 'w', file raises RecursionError
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


_WORD = re.compile(r"\S+")


def _spans(text: str, size: int, pos: int) -> Iterator[tuple[int, int]]:
    for match in _WORD.finditer(text, pos):
        start, end = match.span()
        while end - start > size:
            yield start, start + size
            start += size
        yield start, end


def _chunks(text: str, size: int, overlap: int, pos: int) -> Iterator[str]:
    window = []
    for word in _spans(text, size, pos):
        if not window or word[1] - window[0][0] <= size:
            window.append(word)
            continue
        yield text[window[0][0]:window[-1][1]]
        end = window[-1][1]
        j = 1
        while j < len(window) and (end - window[j][0] > overlap or word[1] - window[j][0] > size):
            j += 1
        yield from _chunks(text, size, overlap, window[j][0] if j < len(window) else word[0])
        return
    if window:
        yield text[window[0][0]:window[-1][1]]


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    yield from _chunks(text, size, overlap, 0)
