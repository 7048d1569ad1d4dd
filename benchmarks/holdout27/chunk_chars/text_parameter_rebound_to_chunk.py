# MISTAKE: Stores each finished chunk in the parameter's own name (text = text[a:b]) before yielding it, so every later chunk is sliced out of the previous chunk at positions of the whole text, and comes out empty or wrong; list(solve("ab cd ef", 5, 0)) -> right ['ab cd', 'ef'], file gives ['ab cd', '']
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
            text = text[window[0][0]:last]
            yield text
            keep = 1
            while keep < len(window) and (last - window[keep][0] > overlap or end - window[keep][0] > size):
                keep += 1
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
