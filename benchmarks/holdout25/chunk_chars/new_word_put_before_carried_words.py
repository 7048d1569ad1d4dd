# MISTAKE: starts the next window as [new word] + carried words, the two lists in the wrong order, so the window's first entry is the new word: the fill test measures from it, the chunk is sliced from it (losing the carried words) and a window that ends with a carried word slices to an empty string; list(solve("aa bb cc", 5, 2)) -> right ['aa bb', 'bb cc'], file gives ['aa bb', '']
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
            while (keep > 1 and chunk_end - window[keep - 1][0] <= overlap
                   and end - window[keep - 1][0] <= size):
                keep -= 1
            window = [(start, end)] + window[keep:]
        else:
            window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
