# MISTAKE: Takes the overlap as words that move to the next chunk rather than words the two chunks share, so each chunk is yielded only up to the word before the ones it carries, and those words appear only in the next chunk; list(solve("aa bb cc", 5, 2)) -> right ['aa bb', 'bb cc'], file gives ['aa', 'bb cc']
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
            keep = 1
            while keep < len(window) and (last - window[keep][0] > overlap or end - window[keep][0] > size):
                keep += 1
            yield text[window[0][0]:window[keep - 1][1]]
            window = window[keep:]
        window.append((start, end))
    if window:
        yield text[window[0][0]:window[-1][1]]
