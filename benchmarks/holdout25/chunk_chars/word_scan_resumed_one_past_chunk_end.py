# MISTAKE: after each chunk it starts a new scan for words at the chunk's end + 1, to skip the separator, but a chunk cut inside a word longer than size has no separator after it, so the character right after the cut is lost (and a last short piece can be lost with it); list(solve("abcdefghij", 4, 0)) -> right ['abcd', 'efgh', 'ij'], file gives ['abcd', 'fghi']
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
    pos = 0
    while True:
        restarted = False
        for start, end in _spans(text, size, pos):
            if window and end - window[0][0] > size:
                chunk_end = window[-1][1]
                yield text[window[0][0]:chunk_end]
                keep = len(window)
                while (keep > 1 and chunk_end - window[keep - 1][0] <= overlap
                       and end - window[keep - 1][0] <= size):
                    keep -= 1
                window = window[keep:]
                pos = chunk_end + 1
                restarted = True
                break
            window.append((start, end))
        if not restarted:
            break
    if window:
        yield text[window[0][0]:window[-1][1]]
