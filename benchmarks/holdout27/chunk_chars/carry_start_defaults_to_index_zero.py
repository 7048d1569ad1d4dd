# MISTAKE: Finds the first carried word with next(..., 0), meaning "carry nothing" when no word fits, but the value is the index where the carried words start, so 0 keeps the whole chunk, and the next chunk repeats it and runs past size; list(solve("aaaa bbbb", 5, 2)) -> right ['aaaa', 'bbbb'], file gives ['aaaa', 'aaaa bbbb']
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


def _spans(text: str, size: int) -> Iterator[tuple[int, int]]:
    for match in re.finditer(r"\S+", text):
        start, end = match.span()
        for cut in range(start, end, size):
            yield cut, min(cut + size, end)


def solve(text: str, size: int, overlap: int) -> Iterator[str]:
    window = []
    for start, end in _spans(text, size):
        if window and end - window[0][0] > size:
            last = window[-1][1]
            yield text[window[0][0]:last]
            keep = next((k for k in range(1, len(window)) if last - window[k][0] <= overlap and end - window[k][0] <= size), 0)
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
