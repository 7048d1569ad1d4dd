# MISTAKE: Reads overlap as the least the chunks must share: carries the fewest last words whose stretch to the chunk's end is at least overlap characters (never the first word), then drops words from the front until the next word fits, instead of the most last words that fit within overlap; list(solve("aa bb cc dd", 8, 3)) -> right ['aa bb cc', 'cc dd'], file gives ['aa bb cc', 'bb cc dd']
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
        for piece_start in range(start, end, size):
            yield piece_start, min(piece_start + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window: list[tuple[int, int]] = []
    for start, end in _spans(text, size):
        if window and end - window[0][0] > size:
            chunk_end = window[-1][1]
            yield text[window[0][0]:chunk_end]
            keep = len(window)
            carried = 0
            while keep > 1 and carried < overlap:
                keep -= 1
                carried = chunk_end - window[keep][0]
            while keep < len(window) and end - window[keep][0] > size:
                keep += 1
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
